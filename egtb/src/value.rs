//! What a database knows of a position: a draw, or a win or loss with the plies it takes to
//! make progress.

use std::fmt;

/// The result for the side to move, under the draw rules of the table's model.
///
/// `Win(d)` and `Loss(d)` carry the plies until the winner makes progress that resets the draw
/// count watching the position (a capture, a man's move, a change of ending, or the end of the
/// game), with best play: the winner hurrying, the loser delaying. Where no count watches a
/// position it is the distance to the next irreversible move. A draw is a position where
/// neither side can force that progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Value {
    Draw,
    Win(u16),
    Loss(u16),
}

/// The stored form: 0 a draw, `2d + 1` a win in `d`, `2d + 2` a loss in `d`.
pub(crate) type Code = u16;

/// A slot of an index that no position fills (two men on one square).
pub(crate) const INVALID: Code = u16::MAX;
/// The longest distance a code holds.
pub(crate) const MAX_DISTANCE: u16 = (INVALID - 3) / 2;

impl Value {
    pub(crate) fn code(self) -> Code {
        match self {
            Value::Draw => 0,
            Value::Win(d) => 2 * d.min(MAX_DISTANCE) + 1,
            Value::Loss(d) => 2 * d.min(MAX_DISTANCE) + 2,
        }
    }

    /// `None` for [`INVALID`].
    pub(crate) fn from_code(code: Code) -> Option<Value> {
        match code {
            INVALID => None,
            0 => Some(Value::Draw),
            c if c % 2 == 1 => Some(Value::Win(c / 2)),
            c => Some(Value::Loss(c / 2 - 1)),
        }
    }

    /// The value for the other side.
    pub fn negated(self) -> Value {
        match self {
            Value::Draw => Value::Draw,
            Value::Win(d) => Value::Loss(d),
            Value::Loss(d) => Value::Win(d),
        }
    }

    pub fn distance(self) -> Option<u16> {
        match self {
            Value::Draw => None,
            Value::Win(d) | Value::Loss(d) => Some(d),
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Draw => f.write_str("draw"),
            Value::Win(d) => write!(f, "win ({d} plies to progress)"),
            Value::Loss(d) => write!(f, "loss ({d} plies to progress)"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_back() {
        for v in [
            Value::Draw,
            Value::Win(1),
            Value::Win(300),
            Value::Loss(0),
            Value::Loss(77),
        ] {
            assert_eq!(Value::from_code(v.code()), Some(v));
        }
        assert_eq!(Value::from_code(INVALID), None);
        assert_ne!(Value::Loss(MAX_DISTANCE).code(), INVALID);
    }
}
