/** docs/behaviour.md §3: a line holds 1 to 999 units; 0 is said with removeLine. */
export const MAX_QUANTITY = 999;
