-- AlterTable
ALTER TABLE "Hall" ADD COLUMN     "floor" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Exhibitor" ADD COLUMN     "dayNumbers" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
