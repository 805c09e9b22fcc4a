-- CreateEnum
CREATE TYPE "BirthdateChannel" AS ENUM ('SIGN_UP', 'SETTINGS', 'API');

-- CreateTable
CREATE TABLE "BirthdateChange" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "previous" DATE,
    "birthdate" DATE NOT NULL,
    "channel" "BirthdateChannel" NOT NULL,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BirthdateChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BirthdateChange_userId_changedAt_idx" ON "BirthdateChange"("userId", "changedAt");

-- AddForeignKey
ALTER TABLE "BirthdateChange" ADD CONSTRAINT "BirthdateChange_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
