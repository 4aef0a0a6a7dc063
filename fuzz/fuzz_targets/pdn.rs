//! PDN of every variant: any text reads as games or errors; a game read is written and
//! reads back as the same game (round trip).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::{Variant, read_pdn, write_pdn};

fuzz_target!(|data: &[u8]| {
    let Some((&pick, text)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let default = Variant::ALL[usize::from(pick) % Variant::ALL.len()];
    for game in read_pdn(text, default).into_iter().flatten() {
        let written = write_pdn(&game.game, &game.tags);
        let mut again = read_pdn(&written, default);
        assert_eq!(again.len(), 1, "{written:?} reads as {} games", again.len());
        let again = again
            .remove(0)
            .unwrap_or_else(|e| panic!("{written:?} does not read back: {e:?}"));
        assert_eq!(again.game.variant(), game.game.variant(), "{written:?}");
        assert_eq!(
            again.game.position(),
            game.game.position(),
            "{text:?} → {written:?}"
        );
        assert_eq!(
            again.game.plies().count(),
            game.game.plies().count(),
            "{written:?}"
        );
    }
});
