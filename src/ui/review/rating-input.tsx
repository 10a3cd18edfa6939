// A rating from 1 to 5 as a native radio group in a fieldset: Tab reaches the group, the arrow keys
// move and choose, Space chooses — no script needed for the keyboard, and every screen reader knows
// it. Shown as stars; each choice is named by its number and word ("4 stars, Very good").
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { reviewValueMessages as v } from './review-messages.ts';

interface RatingInputProps {
  legend: string;
  value: number | null;
  onChange: (rating: number) => void;
  /** Id of an error text the group is described by, when shown. */
  errorId?: string | undefined;
}

const RATINGS = [1, 2, 3, 4, 5] as const;

export function RatingInput({ legend, value, onChange, errorId }: RatingInputProps) {
  const intl = useIntl();
  const name = useId();
  return (
    <fieldset className="rating-input" aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
      <legend>{legend}</legend>
      <div className="rating-stars">
        {RATINGS.map((rating) => {
          const id = `${name}-${rating}`;
          const filled = value !== null && rating <= value;
          return (
            <span key={rating} className="rating-choice">
              <input type="radio" id={id} name={name} value={rating} checked={value === rating} onChange={() => onChange(rating)} className="rating-radio" />
              <label htmlFor={id} className={filled ? 'rating-star filled' : 'rating-star'}>
                <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                  <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.3 6.8 19.1l1-5.8-4.3-4.1 5.9-.9z" />
                </svg>
                <span className="visually-hidden">
                  {intl.formatMessage(v.star, { rating })}, {intl.formatMessage(v.rating, { rating })}
                </span>
              </label>
            </span>
          );
        })}
      </div>
      <p className="rating-word" aria-hidden="true">{value !== null ? intl.formatMessage(v.rating, { rating: value }) : ' '}</p>
    </fieldset>
  );
}
