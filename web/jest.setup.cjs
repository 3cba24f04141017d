// Testing Library's DOM matchers (toHaveTextContent, toBeInTheDocument) for component tests; harmless in Node tests.
if (typeof document !== 'undefined') require('@testing-library/jest-dom');
