import { decodeStepSeconds, type ThroughputProfile } from '../serving-profile';
import type { RequestList, ServedRequests } from './request-list';

/**
 * One replica serving by continuous batching, as vLLM's default scheduler runs it: prefills
 * and decodes in separate iterations, prefills first. When requests wait and fewer than the
 * profile's concurrency run, one iteration admits them first come first served up to it and
 * prefills them together (their prompt tokens at the prefill speed; decoding stalls meanwhile);
 * otherwise every running request gets one token per decode step, whose time depends on how
 * many run (decodeStepSeconds).
 *
 * Why it is fast: between two changes of the running set the step time is constant, so a run
 * of decode steps is one event (up to the next request to finish). Each running request is
 * kept by the step count at which it ends, in a heap, so a step costs nothing per request and
 * a request costs a few heap operations however long its answer. A request joining mid-run
 * cuts the run at the end of the step under way (it waits for that step, as in vLLM).
 */
export class ReplicaServer {
  /** When the iteration (or run of decode steps) under way ends; Infinity when idle. */
  nextAt = Infinity;
  /** Takes new requests (false once draining or gone). */
  accepting = true;
  private prefillingNow = false;
  private readonly waiting: number[] = [];
  private waitHead = 0;
  private prefilling: number[] = [];
  /** Heap of running requests by the decode step count at which they finish. */
  private readonly heapStep: number[] = [];
  private readonly heapReq: number[] = [];
  private steps = 0;
  private runStart = 0;
  private runStepS = 0;
  private runSteps = 0;
  private runBase = 0;

  constructor(
    readonly profile: ThroughputProfile,
    readonly route: number,
    /** Prompt tokens by request index (the pool's request list). */
    private readonly promptTokens: Float64Array,
  ) {}

  outstanding(): number {
    return this.waiting.length - this.waitHead + this.prefilling.length + this.heapStep.length;
  }

  /** A request routed here at `now`. */
  enqueue(i: number, now: number): void {
    this.waiting.push(i);
    if (this.nextAt === Infinity) {
      this.start(now);
    } else if (!this.prefillingNow && this.heapStep.length < this.profile.maxConcurrentSequences) {
      // Cut the run of decode steps at the end of the one under way, so the prefill comes next.
      const done = Math.floor((now - this.runStart) / this.runStepS);
      if (done + 1 < this.runSteps) {
        this.runSteps = done + 1;
        this.nextAt = this.runStart + this.runSteps * this.runStepS;
      }
    }
  }

  /** Ends the iteration due at nextAt; returns how many requests finished. */
  step(reqs: RequestList, out: ServedRequests, firstTokenAt: Float64Array): number {
    const now = this.nextAt;
    let finished = 0;
    if (this.prefillingNow) {
      for (const i of this.prefilling) {
        firstTokenAt[i] = now;
        out.ttftS[i] = now - reqs.arrivalS[i]!;
        const left = reqs.outputTokens[i]! - 1;
        if (left <= 0) {
          this.finish(i, now, reqs, out, firstTokenAt);
          finished++;
        } else {
          this.push(this.steps + left, i);
        }
      }
      this.prefilling = [];
    } else {
      this.steps = this.runBase + this.runSteps;
      while (this.heapStep.length > 0 && this.heapStep[0]! <= this.steps) {
        this.finish(this.pop(), now, reqs, out, firstTokenAt);
        finished++;
      }
    }
    this.start(now);
    return finished;
  }

  /** A spot interruption: every request here is lost (in the order they came); the replica is gone. */
  evict(): number[] {
    const lost = [...this.heapReq, ...this.prefilling, ...this.waiting.slice(this.waitHead)];
    this.heapStep.length = 0;
    this.heapReq.length = 0;
    this.prefilling = [];
    this.waiting.length = 0;
    this.waitHead = 0;
    this.nextAt = Infinity;
    this.accepting = false;
    return lost;
  }

  private finish(i: number, now: number, reqs: RequestList, out: ServedRequests, firstTokenAt: Float64Array): void {
    out.e2eS[i] = now - reqs.arrivalS[i]!;
    const gaps = reqs.outputTokens[i]! - 1;
    if (gaps > 0) out.tpotS[i] = (now - firstTokenAt[i]!) / gaps;
    out.finished[i] = 1;
  }

  private start(now: number): void {
    const maxSeq = this.profile.maxConcurrentSequences;
    const running = this.heapStep.length;
    if (this.waitHead < this.waiting.length && running < maxSeq) {
      let tokens = 0;
      while (this.waitHead < this.waiting.length && running + this.prefilling.length < maxSeq) {
        const i = this.waiting[this.waitHead++]!;
        this.prefilling.push(i);
        tokens += this.promptTokens[i]!;
      }
      if (this.waitHead > 1024 && this.waitHead * 2 > this.waiting.length) {
        this.waiting.splice(0, this.waitHead);
        this.waitHead = 0;
      }
      this.prefillingNow = true;
      this.nextAt = now + tokens / this.profile.prefillTokensPerSecond;
    } else if (running > 0) {
      this.prefillingNow = false;
      this.runStart = now;
      this.runStepS = decodeStepSeconds(this.profile, running);
      this.runBase = this.steps;
      this.runSteps = this.heapStep[0]! - this.steps;
      this.nextAt = now + this.runSteps * this.runStepS;
    } else {
      this.prefillingNow = false;
      this.nextAt = Infinity;
    }
  }

  private push(step: number, i: number): void {
    const hs = this.heapStep;
    const hr = this.heapReq;
    let k = hs.length;
    hs.push(step);
    hr.push(i);
    while (k > 0) {
      const parent = (k - 1) >> 1;
      if (hs[parent]! <= step) break;
      hs[k] = hs[parent]!;
      hr[k] = hr[parent]!;
      k = parent;
    }
    hs[k] = step;
    hr[k] = i;
  }

  private pop(): number {
    const hs = this.heapStep;
    const hr = this.heapReq;
    const top = hr[0]!;
    const lastStep = hs.pop()!;
    const lastReq = hr.pop()!;
    const n = hs.length;
    if (n === 0) return top;
    let k = 0;
    for (;;) {
      let child = 2 * k + 1;
      if (child >= n) break;
      if (child + 1 < n && hs[child + 1]! < hs[child]!) child++;
      if (hs[child]! >= lastStep) break;
      hs[k] = hs[child]!;
      hr[k] = hr[child]!;
      k = child;
    }
    hs[k] = lastStep;
    hr[k] = lastReq;
    return top;
  }
}
