-- AlterTable
ALTER TABLE "ListDisplaySettings" ADD COLUMN     "showImages" BOOLEAN NOT NULL DEFAULT false;
