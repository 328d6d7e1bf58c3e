/**
 * The server reads cron fields, and writes every timestamp, in China Standard Time (GMT+8, no daylight
 * saving), whatever the zone of the process or of the browser. The engine works on local calendar fields,
 * so instants cross into it as GMT+8 wall-clock fields dressed as a local Date, and back.
 */
export const SERVER_ZONE_OFFSET_MS = 8 * 3600 * 1000;
export const SERVER_ZONE_NAME = '北京时间（GMT+8）';

/** The GMT+8 wall-clock fields of an instant, as a local Date. */
export function serverWallAsLocal(epochMs: number): Date {
  const wall = new Date(epochMs + SERVER_ZONE_OFFSET_MS);
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
  );
}

/** A local Date's calendar fields read as a GMT+8 wall-clock time: the instant, in epoch ms. */
export function localAsServerWall(date: Date): number {
  return (
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
    ) - SERVER_ZONE_OFFSET_MS
  );
}
