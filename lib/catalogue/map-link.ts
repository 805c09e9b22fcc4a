// Links into the venue map. The map reads its state from the hash, `#<wcid>/key=value/...`, with days
// written `DayN` (docs/decisions/014), so a link names the space without reloading the map page.

/** `/map#123456/day=Day1/hall=E4`: a circle's space on one day. */
export function circleMapLink({ wcid, day, hall }: { wcid: number; day: number; hall: string }): string {
  return `/map#${wcid}/day=Day${day}/hall=${encodeURIComponent(hall)}`;
}

/** `/map#/boothId=12/hall=W3`: a booth has no wcid, so the first part of the hash stays empty. */
export function boothMapLink({ boothId, hall }: { boothId: number; hall: string }): string {
  return `/map#/boothId=${boothId}/hall=${encodeURIComponent(hall)}`;
}
