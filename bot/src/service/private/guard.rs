//! A button names the game and the position it was made for: `!move #12@14 23x14` is game
//! 12 after 14 moves. Pressed once the game has moved on (an old copy of the message, a
//! client that did not refresh), it is refused rather than played in a position its
//! presser never saw.

/// A button's command with its position taken out: the command as typed (`!move #12
/// 23x14`), and the game and the number of moves played it was made for, when it names
/// them.
pub fn split_position(text: &str) -> (String, Option<(i64, i64)>) {
    let mut position = None;
    let words: Vec<String> = text
        .split(' ')
        .map(|word| {
            let named = word
                .strip_prefix('#')
                .and_then(|rest| rest.split_once('@'))
                .and_then(|(game, plies)| Some((game.parse().ok()?, plies.parse().ok()?)));
            match named {
                Some((game, plies)) if position.is_none() => {
                    position = Some((game, plies));
                    format!("#{game}")
                }
                _ => word.to_string(),
            }
        })
        .collect();
    (words.join(" "), position)
}

/// The game reference of a button made for game `game` after `plies` moves.
pub fn at_position(game: i64, plies: i64) -> String {
    format!("#{game}@{plies}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_position_comes_out_of_the_command() {
        assert_eq!(
            split_position("!move #12@14 23x14"),
            ("!move #12 23x14".to_string(), Some((12, 14)))
        );
        assert_eq!(
            split_position("!accept #3@0 draw"),
            ("!accept #3 draw".to_string(), Some((3, 0)))
        );
        assert_eq!(
            split_position("!move #12 23x14"),
            ("!move #12 23x14".to_string(), None)
        );
        // Not a position: left as typed, for the parser to refuse.
        assert_eq!(split_position("!move #12@x 1-5").1, None);
        assert_eq!(
            split_position(&format!("!resign {}", at_position(7, 30))).1,
            Some((7, 30))
        );
    }
}
