-- AlterTable
ALTER TABLE "Hall" ADD COLUMN     "floor" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Exhibitor" ADD COLUMN     "dayNumbers" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "venueNameEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "venueNameJa" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "venueNameZh" TEXT NOT NULL DEFAULT '';
