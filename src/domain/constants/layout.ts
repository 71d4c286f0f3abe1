/** Below this viewport width the screen counts as mobile and route-driven menu collapsing is skipped (spec §2). */
export const MOBILE_THRESHOLD_PX = 640;
