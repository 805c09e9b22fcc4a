-- CreateEnum
CREATE TYPE "VisitStatus" AS ENUM ('NOT_VISITED', 'BOUGHT', 'SOLD_OUT', 'SKIPPED');

-- CreateTable
CREATE TABLE "VisitMark" (
    "userId" TEXT NOT NULL,
    "circleId" INTEGER NOT NULL,
    "day" INTEGER NOT NULL,
    "status" "VisitStatus" NOT NULL,
    "statusUpdatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VisitMark_pkey" PRIMARY KEY ("userId","circleId","day")
);

-- CreateIndex
CREATE INDEX "VisitMark_circleId_idx" ON "VisitMark"("circleId");

-- AddForeignKey
ALTER TABLE "VisitMark" ADD CONSTRAINT "VisitMark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VisitMark" ADD CONSTRAINT "VisitMark_circleId_fkey" FOREIGN KEY ("circleId") REFERENCES "Circle"("id") ON DELETE CASCADE ON UPDATE CASCADE;
