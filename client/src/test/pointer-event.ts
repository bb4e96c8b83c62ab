/**
 * jsdom has no PointerEvent; Zag's checkbox (its press tracking) makes one when a pressed checkbox loses focus.
 * A MouseEvent with the pointer fields stands in for it in the tests that import this file
 * (the checkbox columns of the companies, projects and users lists, the data table).
 */
if (typeof window.PointerEvent !== 'function') {
  class PointerEventStandIn extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { writable: true, configurable: true, value: PointerEventStandIn });
}
