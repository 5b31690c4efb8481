// The body of the bare page's dialog opened in a transition: DialogBody's, in a chunk of its own.
import { useState } from 'react';

export default function TransitionDialogBody() {
  const [amount, setAmount] = useState('');
  return (
    <form aria-label="Amount" onSubmit={(e) => e.preventDefault()}>
      <label>
        Amount <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <ul>
        {['100,000', '200,000', '500,000', '1,000,000'].map((value) => (
          <li key={value}>
            <button type="button" onClick={() => setAmount(value.replaceAll(',', ''))}>
              {value}
            </button>
          </li>
        ))}
      </ul>
      <button type="submit">Send</button>
    </form>
  );
}
