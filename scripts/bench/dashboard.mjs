// The dashboard's one statement against the bare GROUP BY of the company statuses (issue 8: target <= 1.3x), run
// from a pg client as psql would, alternating the two so drift hits both. Part of `npm run bench:lists`.
import pg from 'pg';

/** The bare GROUP BY the dashboard is measured against: the companies per prequal status, nothing else. */
export const BARE_GROUP_BY = 'select prequal_status, count(*) from vendor group by prequal_status';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * Times `runs` executions of each (after a warm-up) on one connection; answers the medians in ms and the ratio.
 * `load` imports a module of the server's build (the dashboard's statement and the current month).
 */
export async function dashboardVsGroupBy(url, load, runs = 300) {
  const { dashboardStatement } = await load('modules/prequal-lists/dashboard.query.js');
  const { cycleOf } = await load('modules/prequal/prequal-access.js');
  const statement = dashboardStatement(cycleOf(new Date()));
  let n = 0;
  const sql = statement.sql.replace(/\?/g, () => `$${++n}`);
  const client = new pg.Client(url);
  await client.connect();
  try {
    const time = async (text, params) => {
      const t0 = performance.now();
      await client.query(text, params);
      return performance.now() - t0;
    };
    for (let i = 0; i < 30; i++) {
      await time(sql, statement.params);
      await time(BARE_GROUP_BY);
    }
    const dashboard = [];
    const bare = [];
    for (let i = 0; i < runs; i++) {
      dashboard.push(await time(sql, statement.params));
      bare.push(await time(BARE_GROUP_BY));
    }
    const d = median(dashboard);
    const b = median(bare);
    return { dashboardMs: d, groupByMs: b, ratio: d / b };
  } finally {
    await client.end();
  }
}
