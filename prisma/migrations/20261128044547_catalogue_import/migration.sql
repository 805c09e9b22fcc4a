-- CreateEnum
CREATE TYPE "CatalogueChangeKind" AS ENUM ('ADDED', 'MOVED', 'WITHDRAWN', 'RETURNED', 'WORKS_CHANGED', 'DETAILS_CHANGED');

-- AlterTable
ALTER TABLE "Circle" ADD COLUMN     "withdrawnAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "CatalogueImport" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "importedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "fileHash" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "counts" JSONB NOT NULL,
    "summary" JSONB NOT NULL,

    CONSTRAINT "CatalogueImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CatalogueChange" (
    "importId" INTEGER NOT NULL,
    "circleId" INTEGER NOT NULL,
    "kind" "CatalogueChangeKind" NOT NULL,
    "detail" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "CatalogueChange_pkey" PRIMARY KEY ("importId","circleId","kind")
);

-- CreateIndex
CREATE INDEX "CatalogueImport_eventId_importedAt_idx" ON "CatalogueImport"("eventId", "importedAt");

-- CreateIndex
CREATE INDEX "CatalogueChange_circleId_importId_idx" ON "CatalogueChange"("circleId", "importId");

-- AddForeignKey
ALTER TABLE "CatalogueImport" ADD CONSTRAINT "CatalogueImport_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CatalogueChange" ADD CONSTRAINT "CatalogueChange_importId_fkey" FOREIGN KEY ("importId") REFERENCES "CatalogueImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CatalogueChange" ADD CONSTRAINT "CatalogueChange_circleId_fkey" FOREIGN KEY ("circleId") REFERENCES "Circle"("id") ON DELETE CASCADE ON UPDATE CASCADE;
