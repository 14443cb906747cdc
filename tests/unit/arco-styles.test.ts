import { describe, expect, it } from 'vitest';
import { arcoImportsOf } from '../../src/build/arco-styles';

// The build-time plugin that imports Arco's styles per component (src/build/arco-styles.ts).
describe('arcoImportsOf', () => {
  it('names every component imported from the library, aliases and type imports included', () => {
    const code = [
      "import { Button, Modal as ArcoModal, type TableProps } from '@arco-design/web-react';",
      'import {\n  Form,\n  Input,\n} from "@arco-design/web-react";',
      "import { IconSearch } from '@arco-design/web-react/icon';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(arcoImportsOf(code)).toEqual(['Button', 'Modal', 'TableProps', 'Form', 'Input']);
  });

  it('finds nothing in a file without the library', () => {
    expect(arcoImportsOf("import React from 'react';")).toEqual([]);
  });
});
