//! Properties of the command parser, and of the service under random input: nothing panics,
//! every message for the bot gets an answer, and no input corrupts a game.

mod support;

use bot::command::{COMMANDS, Command, ParseError, parse};
use bot::i18n::{Lang, Tr};
use bot::service::ServiceOptions;
use proptest::prelude::*;
use support::{TestBot, text};

const BOT: &str = "dama_bot";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn parsing_never_panics(input in "\\PC{0,80}") {
        let _ = parse(&input, BOT);
    }

    #[test]
    fn parsing_commandish_text_never_panics(
        prefix in prop::sample::select(vec!["!", "/", "！", "! ", "/move@", ""]),
        word in "[a-zA-Z@#×:x0-9 -]{0,30}",
        rest in "\\PC{0,40}",
    ) {
        let _ = parse(&format!("{prefix}{word}{rest}"), BOT);
    }

    #[test]
    fn text_without_a_prefix_is_not_for_the_bot(input in "[^!/！\\s][^\n]{0,60}") {
        prop_assert_eq!(parse(&input, BOT), Ok(None));
    }

    #[test]
    fn every_error_has_an_answer_in_both_languages(input in "[!/][a-z]{1,12}( [#@a-z0-9=x-]{1,8}){0,4}") {
        if let Err(error) = parse(&input, BOT) {
            for lang in [Lang::En, Lang::It] {
                let body = Tr::new(lang).parse_error(&error);
                prop_assert!(!body.is_empty());
            }
            if let ParseError::UnknownCommand { name, .. } = &error {
                prop_assert!(input.contains(name.as_str()));
            }
        }
    }

    #[test]
    fn case_and_spaces_do_not_matter(
        command in prop::sample::select(COMMANDS.iter().map(|c| c.example).collect::<Vec<_>>()),
        upper in any::<bool>(),
        spaces in 1usize..4,
    ) {
        let expected = parse(command, BOT).expect("examples parse").expect("examples are commands");
        let (name, args) = command.split_once(' ').unwrap_or((command, ""));
        let name = if upper { name.to_uppercase() } else { name.to_string() };
        let gap = " ".repeat(spaces);
        let variant = format!("{gap}{name}{gap}{}{gap}", args.split(' ').collect::<Vec<_>>().join(&gap));
        let parsed = parse(&variant, BOT).unwrap().unwrap();
        prop_assert_eq!(parsed, expected);
    }

    #[test]
    fn move_text_is_kept_for_the_rules(from in 1u8..=50, to in 1u8..=50, sep in prop::sample::select(vec!["-", "x", "×", ":", " x "])) {
        let text = format!("{from}{sep}{to}");
        let parsed = parse(&format!("!move {text}"), BOT).unwrap().unwrap();
        prop_assert_eq!(parsed, Command::Move { game: None, text: text.split_whitespace().collect::<Vec<_>>().join(" ") });
        let parsed = parse(&format!("/m@{BOT} #7 {text}"), BOT).unwrap().unwrap();
        let is_game_7 = matches!(parsed, Command::Move { game: Some(7), .. });
        prop_assert!(is_game_7);
    }
}

/// Random lines from two players and a bystander against one game: whatever they type, the
/// bot answers every command, and the stored game always replays to its stored position.
#[test]
fn random_input_never_corrupts_a_game() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let words = prop::sample::select(vec![
        "!move",
        "!m",
        "!undo",
        "!accept",
        "!decline",
        "!draw",
        "!resign",
        "!why",
        "!board",
        "!moves",
        "!cancel",
        "!huff",
        "!pdn",
        "!draw count",
        "!challenge @bob",
        "!games",
    ]);
    let args = prop::sample::select(vec![
        "", "11-15", "9-13", "22-18", "23-19", "15x22", "25x18", "26x17", "#1", "#2", "x", "12-16",
        "24-20", "21-17", "10-14", "14x23", "27x18", "99", "@bob", "count",
    ]);
    let who = prop::sample::select(vec!["alice", "bob", "carol"]);
    let line = (who, words, args).prop_map(|(w, c, a)| format!("{w}: {c} {a}"));
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig::with_cases(24));
    runner
        .run(&prop::collection::vec(line, 1..60), |lines| {
            runtime.block_on(async {
                let bot = TestBot::with_options(ServiceOptions {
                    images: false,
                    ..ServiceOptions::default()
                })
                .await;
                let id = bot.start("alice", "bob", "english").await;
                for line in &lines {
                    let replies = bot.say(line).await;
                    let answer = text(&replies);
                    assert!(!answer.trim().is_empty(), "no answer to {line}");
                    assert!(!answer.contains("Something went wrong"), "{line}: {answer}");
                }
                let row = bot.store.game(id).await.unwrap().unwrap();
                let events = bot.store.events(id).await.unwrap();
                assert_eq!(row.events as usize, events.len());
                let mut game = rules::Game::new(rules::Variant::English);
                for event in &events {
                    game.play_text(&event.text).expect("stored moves are legal");
                }
                assert_eq!(game.position().to_fen(), row.fen);
                assert_eq!(row.plies as usize, events.len());
                bot.store.close().await;
            });
            Ok(())
        })
        .unwrap();
}

#[test]
fn a_very_long_message_is_still_answered() {
    let long = format!("!move {}", "1-".repeat(5000));
    assert!(matches!(parse(&long, BOT), Ok(Some(Command::Move { .. }))));
    let long = format!("!{}", "é".repeat(3000));
    assert!(parse(&long, BOT).is_err());
}
