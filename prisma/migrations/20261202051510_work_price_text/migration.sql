-- AlterTable
ALTER TABLE "Work" ADD COLUMN     "priceText" TEXT NOT NULL DEFAULT '';
