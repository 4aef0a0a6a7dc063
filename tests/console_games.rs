//! End to end: the built `dama` binary on the console adapter, driven through piped stdin
//! with a fresh database and images folder. Each variant plays a complete game to a win by
//! play, with an illegal move and its reason, a `!why`, an undo, a declined draw offer, and
//! a restart of the process in the middle, the game continuing from the database.

mod support;

use rules::{Color, Game, Variant};
use support::{Miniature, miniatures, piped_console};

/// What a game script expects to see, besides the moves themselves.
struct Script {
    before_restart: Vec<String>,
    after_restart: Vec<String>,
    refused: String,
    undone: String,
}

/// Builds the script of a miniature: alice is White, bob Black.
fn script(game: &Miniature) -> Script {
    let player = |color: Color| {
        if color == Color::White {
            "alice"
        } else {
            "bob"
        }
    };
    let mut lines = vec![
        format!("alice: !challenge @bob {} white", game.variant.name()),
        "# bob answers the challenge".to_string(),
        "bob: !accept".to_string(),
    ];
    let mut rules_game = Game::new(game.variant);
    let mut refused = None;
    let mut undone = None;
    let mut split = None;
    for (ply, text) in game.moves.iter().enumerate() {
        let position = *rules_game.position();
        let mover = player(position.turn());
        let other = player(!position.turn());
        // The first time a capture is due, try a quiet move instead, then ask why.
        if refused.is_none() && position.has_capture() {
            let quiet = position
                .soffio_moves()
                .into_iter()
                .find(|m| !m.is_capture());
            if let Some(quiet) = quiet {
                let text = position.move_text(&quiet);
                lines.push(format!("{mover}: !move {text}"));
                lines.push(format!("{mover}: !why"));
                refused = Some(text);
            }
        }
        if ply == 3 {
            lines.push(format!("{mover}: !draw"));
            lines.push(format!("{other}: !decline"));
        }
        if ply == game.moves.len() / 2 {
            split = Some(lines.len());
            lines.push(format!("{mover}: !board"));
        }
        lines.push(format!("{mover}: !move {text}"));
        if ply == 1 {
            // Take the move back with the opponent's consent, then play it again.
            lines.push(format!("{mover}: !undo"));
            lines.push(format!("{other}: !accept"));
            lines.push(format!("{mover}: !move {text}"));
            undone = Some(text.clone());
        }
        rules_game.play_text(text).expect("the miniature is legal");
    }
    assert!(rules_game.is_over(), "{:?} ends", game.variant);
    let split = split.expect("a middle");
    Script {
        after_restart: lines.split_off(split),
        before_restart: lines,
        refused: refused.expect("a capture is due at some point"),
        undone: undone.expect("a second move"),
    }
}

fn play(variant: Variant, loser: Color) {
    let game = miniatures()
        .into_iter()
        .find(|m| m.variant == variant && m.loser == loser)
        .expect("a miniature for the variant");
    let dir = tempfile::tempdir().unwrap();
    let script = script(&game);

    let first = piped_console::run(dir.path(), &script.before_restart);
    assert!(first.contains("Game #1 starts"), "{first}");
    assert!(first.contains("○ white man"), "a Unicode board:\n{first}");
    assert!(
        first.contains(&format!("taken back {}", script.undone)),
        "{first}"
    );
    assert!(first.contains("declines your draw offer in #1"), "{first}");
    assert!(!first.contains("is over"), "{first}");

    // A new process on the same database carries on where the first stopped.
    let second = piped_console::run(dir.path(), &script.after_restart);
    let board = second.lines().next().unwrap_or_default();
    assert!(
        board.contains(&format!("#1 {}", title(variant))),
        "{second}"
    );
    let both = format!("{first}{second}");
    assert!(
        both.contains(&format!(
            "Capture is compulsory: {} takes nothing",
            script.refused
        )),
        "the refused move and its reason:\n{both}"
    );
    assert!(
        both.contains(&format!("Your move {} (move", script.refused))
            && both.contains("was refused by the rule Capture is compulsory"),
        "!why:\n{both}"
    );
    for mv in &game.moves {
        assert!(
            both.contains(&format!(") {mv}")),
            "{mv} was played:\n{both}"
        );
    }
    let (winner, loser_name) = match game.loser {
        Color::White => ("@bob (Black)", "@alice (White)"),
        Color::Black => ("@alice (White)", "@bob (Black)"),
    };
    let cause = match game.cause.as_str() {
        "no-pieces" => "has no pieces left",
        _ => "has no legal move",
    };
    let end = format!("Game #1 is over: {winner} wins — {loser_name} {cause}.");
    assert!(second.contains(&end), "expected `{end}` in:\n{second}");

    // Every accepted move wrote its board image.
    let images: Vec<_> = std::fs::read_dir(dir.path().join("images"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert!(images.len() > game.moves.len() / 2, "{images:?}");
    for image in &images {
        let bytes = std::fs::read(image).unwrap();
        assert!(bytes.starts_with(b"\x89PNG"), "{image:?}");
    }
    assert!(second.contains("image: "), "{second}");
}

fn title(variant: Variant) -> &'static str {
    match variant {
        Variant::English => "English draughts",
        Variant::Italian => "Italian draughts",
        Variant::Spanish => "Spanish draughts",
        Variant::International => "International draughts",
        Variant::Brazilian => "Brazilian draughts",
        Variant::Dameo => "Dameo",
        Variant::Russian => "Russian draughts",
        Variant::Turkish => "Turkish draughts",
        Variant::Pool => "Pool checkers",
        Variant::Czech => "Czech draughts",
        Variant::Frisian => "Frisian draughts",
        Variant::Canadian => "Canadian draughts",
    }
}

#[test]
fn english_game_to_a_win() {
    play(Variant::English, Color::White);
}

#[test]
fn english_game_won_by_white() {
    play(Variant::English, Color::Black);
}

#[test]
fn italian_game_to_a_win() {
    play(Variant::Italian, Color::White);
}

#[test]
fn italian_game_won_by_white() {
    play(Variant::Italian, Color::Black);
}

#[test]
fn spanish_game_to_a_win() {
    play(Variant::Spanish, Color::White);
}

#[test]
fn international_game_to_a_win() {
    play(Variant::International, Color::White);
}

#[test]
fn brazilian_game_to_a_win() {
    play(Variant::Brazilian, Color::White);
}

#[test]
fn dameo_game_to_a_win() {
    play(Variant::Dameo, Color::White);
}

#[test]
fn the_console_answers_bad_input_and_exits_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let out = piped_console::run(
        dir.path(),
        &[
            "hello there",
            "!frobnicate",
            "alice: !move",
            "alice: !challenge",
            "!help",
            "\u{0}\u{7f}!!",
        ],
    );
    assert!(
        out.contains("I don't know the command `frobnicate`"),
        "{out}"
    );
    assert!(out.contains("!move needs move"), "{out}");
    assert!(out.contains("!challenge needs opponent"), "{out}");
    assert!(out.contains("!challenge <@opponent>"), "{out}");
    // `hello there` is talk, not a command: no answer.
    assert_eq!(out.matches("dama> ").count(), 4, "{out}");
}

#[test]
fn russian_game_to_a_win() {
    play(Variant::Russian, Color::White);
}

#[test]
fn turkish_game_to_a_win() {
    play(Variant::Turkish, Color::White);
}

#[test]
fn pool_game_to_a_win() {
    play(Variant::Pool, Color::White);
}

#[test]
fn czech_game_to_a_win() {
    play(Variant::Czech, Color::White);
}

#[test]
fn frisian_game_to_a_win() {
    play(Variant::Frisian, Color::White);
}

#[test]
fn canadian_game_to_a_win() {
    play(Variant::Canadian, Color::White);
}

/// One line of `tests/data/giveaway_miniatures.txt`: the variant, the side that wins by
/// giving all its pieces away, the moves.
fn giveaway_miniatures() -> Vec<(Variant, Color, Vec<String>)> {
    include_str!("data/giveaway_miniatures.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            let winner = if fields[1] == "white" {
                Color::White
            } else {
                Color::Black
            };
            let moves = fields[3].split_whitespace().map(str::to_string).collect();
            (fields[0].parse().expect("a variant"), winner, moves)
        })
        .collect()
}

/// `!challenge @bob <variant> giveaway`: the option is stored with the game (it survives a
/// restart), shown in the start, the board and the PDN, and the side left with no pieces
/// wins.
#[test]
fn giveaway_games_are_won_by_the_side_with_nothing_left() {
    for (variant, winner, moves) in giveaway_miniatures() {
        let dir = tempfile::tempdir().unwrap();
        let player = |color: Color| {
            if color == Color::White {
                "alice"
            } else {
                "bob"
            }
        };
        let mut lines = vec![
            format!("alice: !challenge @bob {} giveaway white", variant.name()),
            "bob: !accept".to_string(),
        ];
        let mut color = variant.first_player();
        let half = moves.len() / 2;
        for mv in &moves[..half] {
            lines.push(format!("{}: !move {mv}", player(color)));
            color = !color;
        }
        let first = piped_console::run(dir.path(), &lines);
        assert!(
            first.contains(&format!(
                "Game #1 starts: {} (giveaway: the player who cannot move wins)",
                title(variant)
            )),
            "{first}"
        );

        // A new process reads the option back from the database.
        let mut lines = vec!["alice: !board".to_string()];
        for mv in &moves[half..] {
            lines.push(format!("{}: !move {mv}", player(color)));
            color = !color;
        }
        lines.push("alice: !pdn #1".to_string());
        let second = piped_console::run(dir.path(), &lines);
        assert!(
            second.contains(&format!("#1 {}, giveaway", title(variant))),
            "{second}"
        );
        let (winner_name, loser_name) = match winner {
            Color::White => ("@alice (White)", "@bob (Black)"),
            Color::Black => ("@bob (Black)", "@alice (White)"),
        };
        let end = format!(
            "Game #1 is over: {winner_name} wins — {loser_name} loses the giveaway game: the side with no pieces left wins."
        );
        assert!(second.contains(&end), "expected `{end}` in:\n{second}");
        assert!(second.contains("[Giveaway \"1\"]"), "{second}");
        assert!(
            second.contains(&format!("[GameType \"{}", variant.game_type())),
            "{second}"
        );
    }
}

/// Every variant by its name and its common aliases, `dama` asked about, `!variants` and
/// `!rules` for the new variants, and `!settings variant` by alias.
#[test]
fn variants_by_alias_rules_and_the_list() {
    let dir = tempfile::tempdir().unwrap();
    let lines: Vec<String> = [
        "!variants",
        "alice: !challenge @bob shashki",
        "alice: !cancel",
        "alice: !challenge @bob american pool",
        "alice: !cancel",
        "alice: !challenge @bob dama",
        "alice: !challenge @bob dama turca",
        "alice: !cancel",
        "alice: !challenge @bob czech",
        "alice: !cancel",
        "alice: !challenge @bob frisian",
        "alice: !cancel",
        "alice: !challenge @bob canadian",
        "alice: !cancel",
        "!rules russian kings",
        "!rules turkish captures",
        "!rules pool",
        "!rules czech captures",
        "!rules frisian draws",
        "!rules canadian notation",
        "!rules giveaway",
        "!rules dama",
        "!settings variant dama",
        "!settings variant american pool",
        "alice: !challenge @bob",
        "!help challenge",
    ]
    .iter()
    .map(|l| l.to_string())
    .collect();
    let out = piped_console::run(dir.path(), &lines);
    for variant in Variant::ALL {
        assert!(
            out.contains(&format!("{} — {}: ", variant.name(), title(*variant))),
            "!variants lists {variant}:\n{out}"
        );
    }
    for expected in [
        "challenges you to Russian draughts (game #1",
        "challenges you to Pool checkers (game #2",
        "`dama` could mean Turkish draughts",
        "challenges you to Turkish draughts (game #3",
        "challenges you to Czech draughts (game #4",
        "challenges you to Frisian draughts (game #5",
        "challenges you to Canadian draughts (game #6",
        "goes on capturing as a king in the same move",
        "Each jumped piece leaves the board at once",
        "Men capture forwards and backwards",
        "If a king can capture, a king must capture",
        "Frisian draughts has no repetition rule",
        "Squares 1–72 from the top-left",
        "the player who cannot move — no pieces left, or all of them blocked — wins",
        "variant pool, orientation",
        "challenges you to Pool checkers (game #7",
        "russian, turkish, pool, czech, frisian, canadian",
        "giveaway (the player who cannot move wins; any variant)",
    ] {
        assert!(out.contains(expected), "expected `{expected}` in:\n{out}");
    }
    // `!rules dama` and `!settings variant dama` are asked about too, not guessed.
    assert_eq!(out.matches("`dama` could mean").count(), 3, "{out}");
}
