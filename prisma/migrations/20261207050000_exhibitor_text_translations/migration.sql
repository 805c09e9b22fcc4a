-- AlterTable
ALTER TABLE "Exhibitor" ADD COLUMN     "overviewEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "overviewZh" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "productInfoEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "productInfoZh" TEXT NOT NULL DEFAULT '';
