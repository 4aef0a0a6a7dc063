//! Every game of the real PDN files replays move by move; broken ones are reported with their
//! game number and move, and the malformed files give clear errors.

use std::fs;
use std::path::Path;

use rules::{PdnErrorKind, Variant, read_pdn, write_pdn};

fn read(relative: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/pdn")
        .join(relative);
    let bytes = fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Replays a file; returns the numbers of the games that failed, with their errors.
fn replay(relative: &str, variant: Variant, expected_games: usize) -> Vec<(usize, String)> {
    let games = read_pdn(&read(relative), variant);
    assert_eq!(games.len(), expected_games, "{relative}: number of games");
    let mut failures = Vec::new();
    for (i, game) in games.iter().enumerate() {
        match game {
            Ok(g) => {
                assert_eq!(g.game.variant(), variant);
                // What we write, we read back to the same moves.
                let again = read_pdn(&write_pdn(&g.game, &g.tags), Variant::English);
                let again = again[0]
                    .as_ref()
                    .unwrap_or_else(|e| panic!("{relative} game {}: rewritten: {e}", i + 1));
                assert_eq!(again.game.event_texts(), g.game.event_texts());
            }
            Err(e) => {
                assert_eq!(e.game, i + 1);
                failures.push((e.game, e.to_string()));
            }
        }
    }
    failures
}

#[test]
fn tinsley_replays_but_game_541() {
    let failures = replay("english/tinsley.pdn", Variant::English, 724);
    assert_eq!(failures.len(), 1, "{failures:?}");
    let (game, message) = &failures[0];
    assert_eq!(*game, 541);
    assert!(
        message.contains("game 541") && message.contains("move "),
        "{message}"
    );
}

#[test]
fn open_checkers_archive_replays() {
    assert_eq!(replay("english/OCA_2.0.pdn", Variant::English, 43), vec![]);
}

#[test]
fn italian_championship_replays() {
    assert_eq!(
        replay("italian/Campionato_Assoluto_2005.pdn", Variant::Italian, 53),
        vec![]
    );
}

#[test]
fn international_files_replay() {
    assert_eq!(
        replay("international/DUTCH96H.pdn", Variant::International, 13),
        vec![]
    );
    assert_eq!(
        replay("international/wk2003.pdn", Variant::International, 23),
        vec![]
    );
    assert_eq!(
        replay(
            "international/nk2003-amsterdam.pdn",
            Variant::International,
            33
        ),
        vec![]
    );
}

/// The Soviet championships' games, numbered squares and all, replay under Russian rules,
/// every one of them.
#[test]
fn russian_championship_replays() {
    assert_eq!(
        replay("russian/ussr1947.pdn", Variant::Russian, 153),
        vec![]
    );
}

/// Russian draughts is Brazilian draughts without the maximum-capture rule and with crowning
/// in the middle of a capture: its games replay under Brazilian rules up to the first move
/// where those two rules differ, and only there.
#[test]
fn russian_games_replay_as_brazilian_where_the_rules_agree() {
    let games = read_pdn(&read("russian/ussr1947.pdn"), Variant::Brazilian);
    assert_eq!(games.len(), 153);
    let mut replayed = 0;
    for game in &games {
        match game {
            Ok(_) => replayed += 1,
            Err(e) => {
                let PdnErrorKind::BadMove { reason, .. } = &e.kind else {
                    panic!("{e}");
                };
                assert!(
                    reason.starts_with("the maximum capture is")
                        || reason.starts_with("passing the kings row does not crown"),
                    "{e}"
                );
            }
        }
    }
    assert_eq!(replayed, 121);
}

#[test]
fn italian_tag_names_are_translated() {
    let games = read_pdn(
        &read("italian/Campionato_Assoluto_2005.pdn"),
        Variant::Italian,
    );
    let first = games[0].as_ref().unwrap();
    assert_eq!(first.tag("White"), Some("BORGHETTI Michele"));
    assert_eq!(first.tag("Result"), Some("1-0"));
}

#[test]
fn malformed_files_give_clear_errors() {
    for (file, variant) in [
        ("malformed/nested_comment.pdn", Variant::International),
        ("malformed/delfts.pdn", Variant::International),
        ("malformed/abatsiev.pdn", Variant::Brazilian),
    ] {
        let games = read_pdn(&read(file), variant);
        let errors: Vec<_> = games.iter().filter_map(|g| g.as_ref().err()).collect();
        assert!(!errors.is_empty(), "{file}: no error reported");
        for e in errors {
            let text = e.to_string();
            assert!(
                text.starts_with(&format!("game {}", e.game)),
                "{file}: {text}"
            );
        }
    }
    let nested = read_pdn(
        &read("malformed/nested_comment.pdn"),
        Variant::International,
    );
    let e = nested[0].as_ref().unwrap_err();
    assert_eq!(e.kind, PdnErrorKind::Unexpected('}'));
}

#[test]
fn garbage_never_panics() {
    for text in [
        "",
        "[",
        "[Event",
        "{",
        "(",
        "1.",
        "1. 99-100",
        "[GameType \"99\"] 1. 32-28",
        "[FEN \"X:W1\"] 1. 1-5",
        "1-0 1-0 *",
        "\u{feff}[Event \"é\"]",
    ] {
        let _ = read_pdn(text, Variant::International);
    }
}
