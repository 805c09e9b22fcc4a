-- AlterEnum
ALTER TYPE "BirthdateChannel" ADD VALUE 'OPERATOR';

-- AlterTable
ALTER TABLE "BirthdateChange" ADD COLUMN "reason" TEXT;
