import { createRoot } from 'react-dom/client';
function App() { return <p>hello</p>; }
createRoot(document.getElementById('root')!).render(<App />);
