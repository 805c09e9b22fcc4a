import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { EventData } from '@/lib/catalogue-import/event-data';

/**
 * One JPEG cut per circle (211 × 300 × 2, a few kilobytes, with detail for the encoder) in `folder`/cuts.
 * Every circle gets the same bytes: conversion does the full work for each file all the same, and the
 * benchmark does not spend minutes drawing 26,000 pictures first.
 */
export async function writeBenchCuts(data: EventData, folder: string): Promise<number> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="422" height="600"><rect width="100%" height="100%" fill="#fde"/>' +
    '<circle cx="211" cy="200" r="110" fill="#36c"/><rect x="10" y="520" width="402" height="60" fill="#222"/></svg>';
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  await mkdir(path.join(folder, 'cuts'), { recursive: true });
  for (const circle of data.circles) await writeFile(path.join(folder, 'cuts', `${circle.wcid}.jpg`), jpeg);
  return data.circles.length;
}
