-- AlterTable
ALTER TABLE "Circle" ADD COLUMN     "authorReading" TEXT,
ADD COLUMN     "nameReading" TEXT;

-- AlterTable
ALTER TABLE "Work" ADD COLUMN     "titleReading" TEXT;

