//! Move text in any position of any variant: a legal move, or a refusal that says why;
//! a move read is written as text that reads back as the same move.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::{Game, Variant};

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Some((&plies, text)) = rest.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let variant = Variant::ALL[usize::from(pick) % Variant::ALL.len()];
    // A position some plies into a game: the first legal move each time (captures come
    // early in most variants' first moves only after a few plies).
    let mut game = Game::new(variant);
    for _ in 0..plies % 24 {
        let Some(first) = game.legal_moves().into_iter().next() else {
            break;
        };
        if game.play(&first).is_err() {
            break;
        }
    }
    let position = game.position();
    if let Ok(mv) = position.parse_move(text) {
        let written = position.move_text(&mv);
        let again = position
            .parse_move(&written)
            .unwrap_or_else(|e| panic!("{variant:?}: {written:?} does not read back: {e:?}"));
        assert_eq!(again, mv, "{variant:?}: {text:?} → {written:?}");
    }
});
