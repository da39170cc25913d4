"""
The M/M/c stream of `npm run bench` (shared/sim/bench-mmc.ts: lambda 100 jobs/h, mu 1/h,
120 servers, FIFO) written for SimPy 3, to hold Headroom's event engine to a well-known
pure-Python discrete-event library on the same machine, in the same run.

SimPy is a measuring tool here, not a dependency: nothing in the app or the tests imports it.
Debian packages SimPy 3.0.11 (`apt-get install python3-simpy3`, into /usr/lib/python3/dist-packages);
or get SimPy 3.x's pure-Python source (the package on PyPI, `pip install "simpy==3.0.11"`, or the
`src/simpy` folder of its repository). Point PYTHONPATH at the folder holding `simpy/`:

    PYTHONPATH=/path/to/simpy-3/src python3 tests/bench/mmc_simpy.py [jobs]

SimPy's speed is the interpreter's: two builds of one Python version can differ by a quarter.

Prints one JSON line: jobs, model events (an arrival and a finish per job, the two kernel events
Headroom's engine counts for each job), SimPy's own scheduled events (process starts, requests
and releases too), CPU seconds, and both rates. `node scripts/bench-vs-simpy.mjs` runs it beside
Headroom's engine and prints the ratio.
"""
import json
import random
import sys
import time

import simpy

LAMBDA_PER_HOUR = 100.0
MU_PER_HOUR = 1.0
SERVERS = 120


def job(env, servers, size_h, done):
    with servers.request() as slot:
        yield slot
        yield env.timeout(size_h)
    done[0] += 1


def source(env, servers, rng, jobs, done):
    for _ in range(jobs):
        yield env.timeout(rng.expovariate(LAMBDA_PER_HOUR))
        env.process(job(env, servers, rng.expovariate(MU_PER_HOUR), done))


def run(jobs, seed=1):
    env = simpy.Environment()
    servers = simpy.Resource(env, capacity=SERVERS)
    rng = random.Random(seed)
    done = [0]
    env.process(source(env, servers, rng, jobs, done))
    c0 = time.process_time()
    env.run()
    cpu = time.process_time() - c0
    # Every event SimPy scheduled took an id from this counter.
    simpy_events = next(env._eid)
    model_events = jobs + done[0]
    return {
        'simpy': simpy.__version__,
        'python': sys.version.split()[0],
        'jobs': jobs,
        'finished': done[0],
        'modelEvents': model_events,
        'simpyEvents': simpy_events,
        'cpuSeconds': round(cpu, 3),
        'modelEventsPerSecond': round(model_events / cpu),
        'simpyEventsPerSecond': round(simpy_events / cpu),
    }


if __name__ == '__main__':
    print(json.dumps(run(int(sys.argv[1]) if len(sys.argv) > 1 else 200_000)))
