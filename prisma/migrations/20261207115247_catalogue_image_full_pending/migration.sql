-- AlterTable
ALTER TABLE "CatalogueImage" ADD COLUMN     "fullPending" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "CatalogueImage_storageKey_idx" ON "CatalogueImage"("storageKey");
