/**
 * The `take` smallest of the first `count` items in order, via a max-heap of the best seen so far:
 * O(n log take) instead of sorting everything when only a page (or 100 facet values) is shown.
 */
export function smallest(selected: ArrayLike<number>, count: number, take: number, compare: (a: number, b: number) => number): number[] {
  const heap: number[] = [];
  const siftUp = (index: number) => {
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (compare(heap[index]!, heap[parent]!) <= 0) return;
      [heap[index], heap[parent]] = [heap[parent]!, heap[index]!];
      index = parent;
    }
  };
  const siftDown = (index: number) => {
    for (;;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let largest = index;
      if (left < heap.length && compare(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < heap.length && compare(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === index) return;
      [heap[index], heap[largest]] = [heap[largest]!, heap[index]!];
      index = largest;
    }
  };
  for (let i = 0; i < count; i += 1) {
    const position = selected[i]!;
    if (heap.length < take) {
      heap.push(position);
      siftUp(heap.length - 1);
    } else if (compare(position, heap[0]!) < 0) {
      heap[0] = position;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
