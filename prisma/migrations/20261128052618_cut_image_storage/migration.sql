-- AlterTable
ALTER TABLE "Image" ADD COLUMN     "contentHash" TEXT,
ADD COLUMN     "storageKey" TEXT;
