/** The scripts' one statistical test: how likely a count of wins is if every side had its fair share. */

/** P(X >= k) for X ~ Binomial(n, p), summed in log space. */
export function binomialTail(k: number, n: number, p: number): number {
  const logChoose = (m: number, j: number) => {
    let s = 0;
    for (let i = 1; i <= j; i++) s += Math.log(m - j + i) - Math.log(i);
    return s;
  };
  let sum = 0;
  for (let j = k; j <= n; j++) sum += Math.exp(logChoose(n, j) + j * Math.log(p) + (n - j) * Math.log(1 - p));
  return Math.min(1, sum);
}
