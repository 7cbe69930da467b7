// Loaded first into every process of a run at another instant (scripts/test-at.mjs): moves the process's
// wall clock (Date) by CLOCK_OFFSET_MS, one offset for all of the run's processes, so they agree on the
// time. Timers and performance.now() keep the real pace.
const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0);
const RealDate = Date;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate;
