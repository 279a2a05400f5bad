// For this feature's component tests only (happy-dom has no IntersectionObserver): a stand-in the
// test installs on globalThis and drives by hand, `FakeIntersectionObserver.show(element)`.

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element): void {
    this.observed.add(element);
  }

  unobserve(element: Element): void {
    this.observed.delete(element);
  }

  disconnect(): void {
    this.observed.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Tell every observer of `element` that `ratio` of it is now on screen (0: out of view). */
  static report(element: Element, ratio: number): void {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.observed.has(element)) continue;
      const entry = {
        target: element,
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
      } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }

  static show(element: Element): void {
    FakeIntersectionObserver.report(element, 1);
  }

  static hide(element: Element): void {
    FakeIntersectionObserver.report(element, 0);
  }

  static reset(): void {
    FakeIntersectionObserver.instances = [];
  }
}
