import { monitorEventLoopDelay } from 'node:perf_hooks';
import readline from 'node:readline';
import { CallLog } from './call-log.ts';
import { Customer, customerActions } from './customer.ts';
import { Developer, developerActions } from './developer.ts';
import { classify } from './failures.ts';
import { holdListsSocket, liveCounts, type ListHandlers } from './live-lists.ts';
import { RunOver, SimulatedBrowser } from './simulated-browser.ts';
import {
  SETTLE_SECONDS,
  usersJob,
  type SimulatedPerson,
  type UsersMessage,
} from './users-protocol.ts';
import { chooseAction, type Action } from './weighted-choice.ts';

/**
 * The simulated users of `npm run load`, in their own process so that the load generator does
 * not share the server's event loop: reads the job as one JSON line on stdin, runs every person
 * until the run is over, and reports on stdout as JSON lines (./users-protocol.ts).
 */
const lines = readline.createInterface({ input: process.stdin });
const job = usersJob.parse(
  JSON.parse(await new Promise<string>((resolve) => lines.once('line', resolve))),
);
lines.close();

const send = (message: UsersMessage) =>
  new Promise<void>((resolve) =>
    process.stdout.write(`${JSON.stringify(message)}\n`, () => resolve()),
  );

const log = new CallLog();
const delay = monitorEventLoopDelay({ resolution: 10 });
const measureFrom = performance.now() + job.warmUpSeconds * 1000;
const deadline = measureFrom + job.seconds * 1000;
const runOver = () => performance.now() >= deadline;

let progress: NodeJS.Timeout | undefined;
let cpuFrom: NodeJS.CpuUsage | undefined;
// The orchestrator's heap sample forces a full collection in the server, which stalls every call
// then in flight: it is taken before the measured time, not at its start.
const settling = setTimeout(
  () => void send({ type: 'settling' }),
  Math.max(0, job.warmUpSeconds - SETTLE_SECONDS) * 1000,
);
const warmUp = setTimeout(() => {
  log.measuring = true;
  cpuFrom = process.cpuUsage();
  delay.enable();
  void send({ type: 'measuring' });
  progress = setInterval(
    () => void send({ type: 'progress', calls: log.calls, serverErrors: log.serverErrors }),
    job.progressEverySeconds * 1000,
  );
}, job.warmUpSeconds * 1000);

const sockets: Array<() => void> = [];
await Promise.all(job.people.map((person) => simulate(person)));
clearTimeout(settling);
clearTimeout(warmUp);
clearInterval(progress);
const cpu = process.cpuUsage(cpuFrom);
await send({ type: 'done' });
for (const close of sockets) close();
delay.disable();
await send({
  type: 'result',
  result: {
    ...log.summary(),
    sockets: { ...liveCounts },
    generatorDelayP99Ms: delay.count > 0 ? delay.percentile(99) / 1e6 : 0,
    generatorCpuSeconds: cpuFrom ? (cpu.user + cpu.system) / 1e6 : 0,
  },
});
// Open keep-alive connections would hold the process a few seconds more.
process.exit(0);

/** One person from their arrival in the ramp to the end of the run. */
async function simulate(person: SimulatedPerson): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.random() * job.rampSeconds * 1000));
  const browser = new SimulatedBrowser(
    person,
    { ...job, address: person.address ?? job.address },
    log,
    runOver,
  );
  // The app's first request on every page load: who is signed in.
  const me = await browser.call('auth.me', (api) => api.auth.me.query());
  if (!me) return;
  if (person.role === 'customer') {
    const customer = new Customer(browser, me.id);
    await keepBusy(browser, customer, customerActions, async () => {
      await customer.list('open');
      await listen(browser, {
        card: (ticketId, card) => (card ? browser.see(card) : browser.tickets.delete(ticketId)),
        refresh: () => customer.list('open'),
      });
    });
  } else {
    const developer = new Developer(browser, me.id);
    await keepBusy(browser, developer, developerActions, async () => {
      await developer.available();
      await listen(browser, {
        card: (ticketId, card) => (card ? developer.place(card) : developer.pool.delete(ticketId)),
        refresh: () => developer.available(),
      });
    });
  }
}

async function listen(browser: SimulatedBrowser, handlers: ListHandlers): Promise<void> {
  if (browser.person.live) {
    const address = browser.person.address ?? job.address;
    sockets.push(await holdListsSocket(browser, { ...job, address }, log, handlers));
  }
}

/** The first screen, then pause, do one thing, again, until the run is over. */
async function keepBusy<Person>(
  browser: SimulatedBrowser,
  person: Person,
  actions: ReadonlyArray<Action<Person>>,
  firstScreen: () => Promise<void>,
): Promise<void> {
  const nextAction = async () => {
    await browser.think();
    await chooseAction(actions, person)?.run(person);
  };
  let going = await step(firstScreen);
  while (going) going = await step(nextAction);
}

/** Runs one step of a person; false once the run is over. */
async function step(work: () => Promise<void>): Promise<boolean> {
  try {
    await work();
  } catch (error) {
    if (error instanceof RunOver) return false;
    // A mistake of the simulation's own: counted where it shows, and the person carries on.
    log.record('simulation', null, classify(error));
  }
  return true;
}
