-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ShopKind" ADD VALUE 'BOOTH';
ALTER TYPE "ShopKind" ADD VALUE 'MELONBOOKS';
ALTER TYPE "ShopKind" ADD VALUE 'TORANOANA';
ALTER TYPE "ShopKind" ADD VALUE 'X';
ALTER TYPE "ShopKind" ADD VALUE 'PIXIV';
ALTER TYPE "ShopKind" ADD VALUE 'BLUESKY';
ALTER TYPE "ShopKind" ADD VALUE 'SKEB';
ALTER TYPE "ShopKind" ADD VALUE 'FANBOX';
ALTER TYPE "ShopKind" ADD VALUE 'LITLINK';
ALTER TYPE "ShopKind" ADD VALUE 'WEBSITE';
