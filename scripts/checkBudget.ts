import path from 'node:path';
import { formatReport, measureBudget } from './assetBudget.js';

// `npm run budget [distDir]`: prints what /login and each screen download, exits 1 over budget.
const report = measureBudget(path.resolve(process.argv[2] ?? 'dist'));
console.log(formatReport(report));
if (report.failures.length > 0) process.exitCode = 1;
