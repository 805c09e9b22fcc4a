-- CreateTable
CREATE TABLE "PlanSettings" (
    "userId" TEXT NOT NULL,
    "mustColors" INTEGER[],
    "wantColors" INTEGER[],
    "ifTimeColors" INTEGER[],
    "budgetCapYen" INTEGER,
    "currencyCode" TEXT,
    "yenPerUnit" DOUBLE PRECISION,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlanSettings_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "PlanDay" (
    "userId" TEXT NOT NULL,
    "day" INTEGER NOT NULL,
    "entranceHall" TEXT NOT NULL DEFAULT '',
    "stopOrder" INTEGER[],
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlanDay_pkey" PRIMARY KEY ("userId","day")
);

-- CreateTable
CREATE TABLE "PlanStop" (
    "userId" TEXT NOT NULL,
    "circleId" INTEGER NOT NULL,
    "pinned" BOOLEAN NOT NULL DEFAULT false,
    "plannedWorkIds" INTEGER[],
    "plannedYen" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlanStop_pkey" PRIMARY KEY ("userId","circleId")
);

-- CreateIndex
CREATE INDEX "PlanStop_circleId_idx" ON "PlanStop"("circleId");

-- AddForeignKey
ALTER TABLE "PlanSettings" ADD CONSTRAINT "PlanSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlanDay" ADD CONSTRAINT "PlanDay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlanStop" ADD CONSTRAINT "PlanStop_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlanStop" ADD CONSTRAINT "PlanStop_circleId_fkey" FOREIGN KEY ("circleId") REFERENCES "Circle"("id") ON DELETE CASCADE ON UPDATE CASCADE;
