//! Draws the README's pictures of moving by tapping (issue 33): Telegram's board keyboard
//! (the player to move's side at the bottom), the same with a piece chosen and its
//! destinations marked, and Discord's move picker — from the keys and menus the service
//! really makes (`bot::service::tap`), drawn with the render crate.
//!
//! `cargo run -p bot --example keys_pictures -- docs/` writes `tapping-telegram.png`,
//! `tapping-telegram-chosen.png` and `tapping-discord.png` there.

use std::path::PathBuf;

use bot::keys::{BoardKeys, Key, Look, Mark};
use bot::service::tap::{TapBoard, View, board_keys, menus};
use render::{KeyFace, KeyTint, render_keys};
use rules::{Game, Role, Variant};

fn face(key: &Key) -> KeyFace {
    match key.look {
        Look::Square { piece, mark } => KeyFace {
            // The square's name; the piece is drawn, not written.
            text: key
                .label
                .chars()
                .filter(char::is_ascii_alphanumeric)
                .collect(),
            piece: piece.map(|p| (p.color, p.role == Role::King)),
            tint: match mark {
                Mark::Plain => KeyTint::Plain,
                Mark::Chosen => KeyTint::Chosen,
                Mark::Target => KeyTint::Target,
            },
        },
        Look::Blank => KeyFace {
            text: String::new(),
            piece: None,
            tint: KeyTint::Blank,
        },
        Look::Choice => KeyFace {
            text: key.label.clone(),
            piece: None,
            tint: KeyTint::Plain,
        },
        Look::Command => KeyFace {
            text: key.label.clone(),
            piece: None,
            tint: KeyTint::Command,
        },
    }
}

fn faces(keys: &BoardKeys) -> Vec<Vec<KeyFace>> {
    keys.rows
        .iter()
        .map(|row| row.iter().map(face).collect())
        .collect()
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "docs".into()));
    std::fs::create_dir_all(&out)?;
    // An English game after 11-15 23-19 8-11 22-17: Black (at the bottom) to move.
    let mut game = Game::new(Variant::English);
    for mv in ["11-15", "23-19", "8-11", "22-17"] {
        game.play_text(mv).map_err(|e| format!("{mv}: {e:?}"))?;
    }
    let board = TapBoard::new(1, 4, &game);
    let keys = board_keys(&board, View::Board, "Move");
    std::fs::write(
        out.join("tapping-telegram.png"),
        render_keys(
            "Telegram — game #1, Black to move: tap a piece",
            &faces(&keys),
        )?,
    )?;
    let piece = board.choices.movable()[0];
    let chosen = board_keys(&board, View::Chosen(piece), "Move");
    std::fs::write(
        out.join("tapping-telegram-chosen.png"),
        render_keys(
            "…then one of its destinations (green) plays the move",
            &faces(&chosen),
        )?,
    )?;
    // Discord: the Move button under the board, then a menu of every move (at most 25).
    let (_, picker, _) = menus(&board, View::Board);
    let mut rows = vec![vec![KeyFace {
        text: "Move".into(),
        piece: None,
        tint: KeyTint::Command,
    }]];
    for menu in &picker {
        rows.push(vec![KeyFace {
            // The service words the placeholder in the player's language as they press.
            text: "Game #1: choose your move. ▾".into(),
            piece: None,
            tint: KeyTint::Blank,
        }]);
        rows.extend(menu.options.iter().map(|option| {
            vec![KeyFace {
                text: option.label.clone(),
                piece: None,
                tint: KeyTint::Plain,
            }]
        }));
    }
    std::fs::write(
        out.join("tapping-discord.png"),
        render_keys("Discord — Move, then a menu only you see", &rows)?,
    )?;
    Ok(())
}
