import ts from 'typescript';

/** The HTTP client's verbs (platform/api/http.ts) and the data provider's call to an operation handler. */
const HTTP_VERBS = new Set(['get', 'post', 'put', 'delete', 'postForm']);
const isHttpCall = (callee: ts.Expression): boolean =>
  ts.isPropertyAccessExpression(callee) &&
  ((callee.expression.getText() === 'http' && HTTP_VERBS.has(callee.name.text)) || callee.name.text === 'call');

/** Type names that only wrap or narrow what they are given. */
const WRAPPERS = new Set(['Array', 'ReadonlyArray', 'Record', 'Partial', 'Readonly', 'Pick', 'Omit']);

/** Where a wire type may come from: contracts, or the engine's own types for its generic calls. */
const SHARED_MODULE = /(^|\/)(contracts|engine)\//;

export interface WireTypeProblem {
  file: string;
  line: number;
  problem: string;
}

/** name -> module specifier, for the names a file imports. */
function importsOf(source: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    const { name, namedBindings } = statement.importClause;
    if (name) names.set(name.text, from);
    if (namedBindings && ts.isNamedImports(namedBindings)) for (const element of namedBindings.elements) names.set(element.name.text, from);
  }
  return names;
}

/** The type parameters in scope at a node (a generic wrapper passes its own on to the client). */
function typeParametersAround(node: ts.Node): Set<string> {
  const names = new Set<string>();
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    const declared = (at as { typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration> }).typeParameters;
    for (const parameter of declared ?? []) names.add(parameter.name.text);
  }
  return names;
}

/**
 * Calls whose type argument is a local generic wrapper's parameter pass the check on to the
 * wrapper's callers: `const analysis = <T>(path) => http.post<T>(...)` makes `analysis<X>(...)` an HTTP call too.
 */
function httpWrappers(source: ts.SourceFile): Set<string> {
  const wrappers = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isArrowFunction(node.initializer)) {
      const own = new Set(node.initializer.typeParameters?.map((parameter) => parameter.name.text));
      let passes = false;
      const find = (inner: ts.Node) => {
        if (ts.isCallExpression(inner) && isHttpCall(inner.expression))
          passes ||= (inner.typeArguments ?? []).some((argument) => own.has(argument.getText()));
        ts.forEachChild(inner, find);
      };
      find(node.initializer);
      if (passes) wrappers.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return wrappers;
}

/**
 * Every type argument of an HTTP call (or of a local wrapper around one) in a client file that is not
 * built from contracts/ or engine/ types, keywords (string, null ...) and the wrappers above: a type
 * literal written in the call, a type declared in the client, or one imported from another client module.
 */
export function wireTypeProblems(file: string, text: string): WireTypeProblem[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const imported = importsOf(source);
  const wrappers = httpWrappers(source);
  const problems: WireTypeProblem[] = [];
  const report = (node: ts.Node, problem: string) =>
    problems.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, problem });

  const checkType = (type: ts.TypeNode, inScope: Set<string>) => {
    const visit = (node: ts.Node) => {
      if (ts.isTypeLiteralNode(node)) return report(node, `inline type ${node.getText().replace(/\s+/g, ' ')}`);
      if (ts.isTypeReferenceNode(node)) {
        const name = ts.isIdentifier(node.typeName) ? node.typeName.text : node.typeName.left.getText();
        const from = imported.get(name);
        if (!WRAPPERS.has(name) && !inScope.has(name) && !(from && SHARED_MODULE.test(from)))
          report(node, `${name} (${from ? `from ${from}` : 'declared here'})`);
      }
      ts.forEachChild(node, visit);
    };
    visit(type);
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.typeArguments) {
      const callee = node.expression;
      if (isHttpCall(callee) || (ts.isIdentifier(callee) && wrappers.has(callee.text))) {
        const inScope = typeParametersAround(node);
        for (const argument of node.typeArguments) checkType(argument, inScope);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}
