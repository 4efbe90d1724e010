// Components stay small enough to read at once: every function under src that returns JSX spans at most 150 lines.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const MAX_LINES = 150;

async function tsxFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node);

const isJsx = (node: ts.Node) => ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node);

/** Whether the function itself (not a function nested in it) returns JSX. */
function returnsJsx(fn: ts.FunctionLikeDeclaration): boolean {
  const body = fn.body;
  if (!body) return false;
  if (!ts.isBlock(body)) return containsJsx(body);
  let found = false;
  const visit = (node: ts.Node) => {
    if (found || isFunction(node)) return;
    if (ts.isReturnStatement(node) && node.expression && containsJsx(node.expression)) found = true;
    else ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

/** JSX in an expression: directly, or in a branch of a conditional, parentheses or a logical operator. */
function containsJsx(node: ts.Expression): boolean {
  if (isJsx(node)) return true;
  if (ts.isParenthesizedExpression(node)) return containsJsx(node.expression);
  if (ts.isConditionalExpression(node)) return containsJsx(node.whenTrue) || containsJsx(node.whenFalse);
  if (ts.isBinaryExpression(node)) return containsJsx(node.left) || containsJsx(node.right);
  return false;
}

function nameOf(fn: ts.FunctionLikeDeclaration): string {
  if (fn.name) return fn.name.getText();
  const parent = fn.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

/** Each component longer than MAX_LINES as 'file:line Name (n lines)', `file` being the name given. */
function longComponents(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node) && returnsJsx(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > MAX_LINES) found.push(`${file}:${first + 1} ${nameOf(node)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('component size', () => {
  it('when a component spans 151 lines from its signature to its closing brace, then it is too long, and 150 is not', () => {
    // A component of `lines` lines: its signature, the statements, the JSX it returns and the closing brace.
    const component = (lines: number) =>
      `function Panel() {\n${'  const a = 1;\n'.repeat(lines - 3)}  return <p />;\n}\n`;
    const arrow = (lines: number) =>
      `const Panel = () => (\n  <div>\n${'    <br />\n'.repeat(lines - 4)}  </div>\n);\n`;
    expect(longComponents('panel.tsx', component(MAX_LINES))).toEqual([]);
    expect(longComponents('panel.tsx', component(MAX_LINES + 1))).toEqual([
      `panel.tsx:1 Panel (${MAX_LINES + 1} lines)`,
    ]);
    expect(longComponents('panel.tsx', arrow(MAX_LINES + 1))).toEqual([`panel.tsx:1 Panel (${MAX_LINES + 1} lines)`]);
    expect(longComponents('panel.tsx', component(MAX_LINES + 1).replace('<p />', '1'))).toEqual([]);
  });

  it(`when every .tsx under src is read, then no component spans more than ${MAX_LINES} lines`, async () => {
    const found: string[] = [];
    for (const file of await tsxFiles(SRC))
      found.push(...longComponents(path.relative(SRC, file), await readFile(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
