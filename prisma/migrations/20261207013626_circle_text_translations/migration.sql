-- AlterTable
ALTER TABLE "Circle" ADD COLUMN     "descriptionEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "descriptionZh" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "supplementEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "supplementZh" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Work" ADD COLUMN     "detailEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "detailZh" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "titleEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "titleZh" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "TextTranslation" (
    "sourceHash" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TextTranslation_pkey" PRIMARY KEY ("sourceHash","locale")
);
