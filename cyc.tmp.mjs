import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: '/work/wt-contract' });
const res = await eslint.lintFiles(process.argv.slice(2));
for (const r of res) for (const m of r.messages) console.log(r.filePath.replace('/work/wt-contract/',''), m.line, m.ruleId, m.message.replace(/There is no policy allowing dependencies from elements of type /,'').slice(0,160));
