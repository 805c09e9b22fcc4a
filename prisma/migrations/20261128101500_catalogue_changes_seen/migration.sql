-- CreateTable
CREATE TABLE "CatalogueChangesSeen" (
    "userId" TEXT NOT NULL,
    "eventId" INTEGER NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CatalogueChangesSeen_pkey" PRIMARY KEY ("userId","eventId")
);

-- AddForeignKey
ALTER TABLE "CatalogueChangesSeen" ADD CONSTRAINT "CatalogueChangesSeen_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CatalogueChangesSeen" ADD CONSTRAINT "CatalogueChangesSeen_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
