// The first step of `npm test`: names the Node it runs on and stops unless it is the major .nvmrc pins.
// Plain JavaScript, so an older Node reaches the refusal instead of failing to load the script.
import { readFileSync } from 'node:fs';

const pinned = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
const major = process.versions.node.split('.')[0];

if (major === pinned) {
  console.log(`node ${process.version}`);
} else {
  console.error(
    `node ${process.version} is running this, but the project runs on Node ${pinned} (.nvmrc). ` +
      `\`npm ci\` installs it into node_modules/.bin, where every npm script finds it: run \`npm ci\`, then run ` +
      `this through npm (\`npm test\`, \`npm start\`).`,
  );
  process.exit(1);
}
