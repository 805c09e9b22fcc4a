-- CreateEnum
CREATE TYPE "CatalogueImageKind" AS ENUM ('MENU', 'COVER', 'BANNER', 'ANNOUNCEMENT');

-- CreateTable
CREATE TABLE "CatalogueImage" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "owner" TEXT NOT NULL,
    "kind" "CatalogueImageKind" NOT NULL,
    "position" INTEGER NOT NULL,
    "circleId" INTEGER,
    "workId" INTEGER,
    "exhibitorId" INTEGER,
    "isAdult" BOOLEAN NOT NULL DEFAULT false,
    "altJa" TEXT NOT NULL DEFAULT '',
    "altEn" TEXT NOT NULL DEFAULT '',
    "altZh" TEXT NOT NULL DEFAULT '',
    "contentHash" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogueImage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CatalogueImage_circleId_idx" ON "CatalogueImage"("circleId");

-- CreateIndex
CREATE INDEX "CatalogueImage_workId_idx" ON "CatalogueImage"("workId");

-- CreateIndex
CREATE INDEX "CatalogueImage_exhibitorId_idx" ON "CatalogueImage"("exhibitorId");

-- CreateIndex
CREATE UNIQUE INDEX "CatalogueImage_eventId_owner_kind_position_key" ON "CatalogueImage"("eventId", "owner", "kind", "position");

-- AddForeignKey
ALTER TABLE "CatalogueImage" ADD CONSTRAINT "CatalogueImage_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CatalogueImage" ADD CONSTRAINT "CatalogueImage_circleId_fkey" FOREIGN KEY ("circleId") REFERENCES "Circle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CatalogueImage" ADD CONSTRAINT "CatalogueImage_workId_fkey" FOREIGN KEY ("workId") REFERENCES "Work"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CatalogueImage" ADD CONSTRAINT "CatalogueImage_exhibitorId_fkey" FOREIGN KEY ("exhibitorId") REFERENCES "Exhibitor"("id") ON DELETE CASCADE ON UPDATE CASCADE;
