-- CreateTable
CREATE TABLE "Fandom" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "genreCode" INTEGER,
    "aliases" TEXT[],

    CONSTRAINT "Fandom_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Fandom_eventId_name_key" ON "Fandom"("eventId", "name");

-- AddForeignKey
ALTER TABLE "Fandom" ADD CONSTRAINT "Fandom_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
