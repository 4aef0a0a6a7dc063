//! The move picker: choosing a move from select menus, as Discord shows them (at most 25
//! options a menu, a menu to a row, five rows). The first step is one menu of every move when
//! there are at most 25, else the pieces that can move; then where the chosen piece goes;
//! then, when several captures reach that square taking different pieces, which one.

use super::data::{Action, code_of};
use super::keyboard::{BACK, TapBoard, View, capture_label, symbol};
use crate::keys::{Key, Look, Menu, MenuOption};

/// Options in one select menu.
pub const OPTIONS_MAX: usize = 25;
/// Menus in one message: Discord's five rows, one kept for the key back.
pub const MENUS_MAX: usize = 4;

/// Which question a picker asks, for its words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// Every move in one menu.
    Moves,
    /// The pieces that can move.
    Pieces,
    /// Where the piece on this square goes.
    Destinations { from: String },
    /// Which capture from one square to another.
    Captures { from: String, to: String },
}

/// The menus of `board` at step `view`, and the key back when there is a step to go back to.
pub fn menus(board: &TapBoard, view: View) -> (Step, Vec<Menu>, Option<Key>) {
    let variant = board.position.variant();
    let name = |sq| variant.square_name(sq);
    let code = |sq| code_of(variant, sq);
    let choices = &board.choices;
    let (step, options, back) = match view {
        View::Board if choices.all().len() <= OPTIONS_MAX => {
            let options = choices
                .all()
                .iter()
                .map(|mv| {
                    let n = choices.index_of(mv).unwrap_or(0);
                    let action = Action::Route {
                        from: code(mv.from()),
                        to: code(mv.to()),
                        n: u8::try_from(n).unwrap_or(u8::MAX),
                    };
                    option(mv.text.clone(), action, taken(board, mv))
                })
                .collect();
            (Step::Moves, options, None)
        }
        View::Board => {
            let options = choices
                .movable()
                .into_iter()
                .map(|sq| {
                    let piece = board.position.piece_at(sq);
                    let label = format!("{}{}", symbol(piece), name(sq));
                    option(label, Action::Select(code(sq)), None)
                })
                .collect();
            (Step::Pieces, options, None)
        }
        View::Chosen(from) => {
            let options = choices
                .destinations(from)
                .into_iter()
                .map(|to| match choices.between(from, to).as_slice() {
                    [only] => {
                        let action = Action::Route {
                            from: code(from),
                            to: code(to),
                            n: 0,
                        };
                        option(only.text.clone(), action, taken(board, only))
                    }
                    several => {
                        let separator = variant.capture_separator();
                        let label =
                            format!("{}{separator}{} ({})", name(from), name(to), several.len());
                        let action = Action::Go {
                            from: code(from),
                            to: code(to),
                        };
                        option(label, action, None)
                    }
                })
                .collect();
            let step = Step::Destinations { from: name(from) };
            (step, options, Some(back_key(board, Action::Board)))
        }
        View::Captures { from, to } => {
            let options = choices
                .between(from, to)
                .into_iter()
                .enumerate()
                .map(|(n, mv)| {
                    let action = Action::Route {
                        from: code(from),
                        to: code(to),
                        n: u8::try_from(n).unwrap_or(u8::MAX),
                    };
                    option(mv.text.clone(), action, taken(board, mv))
                })
                .collect();
            let step = Step::Captures {
                from: name(from),
                to: name(to),
            };
            (
                step,
                options,
                Some(back_key(board, Action::Select(code(from)))),
            )
        }
    };
    (step, split(board, options), back)
}

fn option(label: String, action: Action, description: Option<String>) -> MenuOption {
    MenuOption {
        label,
        value: action.to_string(),
        description,
    }
}

/// The pieces a capture takes, `✕14 ✕22`, for an option's second line.
fn taken(board: &TapBoard, mv: &super::TapMove) -> Option<String> {
    if mv.captured.is_empty() {
        return None;
    }
    let label = capture_label(&board.position, mv);
    label.split_once("  ").map(|(_, taken)| taken.to_string())
}

fn back_key(board: &TapBoard, action: Action) -> Key {
    Key {
        label: BACK.into(),
        data: board.data(action).to_string(),
        look: Look::Command,
    }
}

/// Options in menus of at most [`OPTIONS_MAX`], at most [`MENUS_MAX`] menus (no position has
/// more than 100 pieces that can move or squares a piece can reach).
fn split(board: &TapBoard, options: Vec<MenuOption>) -> Vec<Menu> {
    options
        .chunks(OPTIONS_MAX)
        .take(MENUS_MAX)
        .enumerate()
        .map(|(n, chunk)| Menu {
            // Distinct in one message, as Discord wants.
            data: board.data(Action::Pick(n as u8)).to_string(),
            placeholder: String::new(),
            options: chunk.to_vec(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::tap::TapData;
    use crate::service::tap::keyboard::tests::board;
    use rules::Variant;

    fn values(menus: &[Menu]) -> Vec<String> {
        menus
            .iter()
            .flat_map(|m| m.options.iter().map(|o| o.value.clone()))
            .collect()
    }

    fn within_discord(menus: &[Menu], back: &Option<Key>) {
        assert!(menus.len() + usize::from(back.is_some()) <= 5);
        for menu in menus {
            assert!((1..=OPTIONS_MAX).contains(&menu.options.len()));
            assert!(menu.data.len() <= 100);
            for o in &menu.options {
                assert!(o.label.chars().count() <= 100 && o.value.len() <= 100);
                assert!(TapData::picked(&menu.data, &o.value).is_some());
            }
            let mut seen: Vec<&String> = menu.options.iter().map(|o| &o.value).collect();
            seen.sort();
            seen.dedup();
            assert_eq!(
                seen.len(),
                menu.options.len(),
                "values are unique in a menu"
            );
        }
    }

    #[test]
    fn few_moves_make_one_menu_of_moves() {
        let b = board(Variant::English, None);
        let (step, menus, back) = menus(&b, View::Board);
        within_discord(&menus, &back);
        assert_eq!(step, Step::Moves);
        assert_eq!(menus.len(), 1);
        let labels: Vec<&str> = menus[0].options.iter().map(|o| o.label.as_str()).collect();
        assert_eq!(
            labels,
            ["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"]
        );
        assert_eq!(menus[0].options[0].value, "r9.13.0");
        assert!(back.is_none());
    }

    #[test]
    fn many_moves_start_with_the_pieces() {
        // Kings everywhere: more than 25 moves.
        let b = board(Variant::International, Some("W:WK46,K47,K48,K49,K50:B1"));
        assert!(b.choices.all().len() > OPTIONS_MAX);
        let (step, menus, back) = menus(&b, View::Board);
        within_discord(&menus, &back);
        assert_eq!(step, Step::Pieces);
        assert_eq!(values(&menus), ["s46", "s47", "s48", "s49", "s50"]);
        let v = Variant::International;
        let (step, menus, back) = super::menus(&b, View::Chosen(v.parse_square("46").unwrap()));
        within_discord(&menus, &back);
        assert_eq!(step, Step::Destinations { from: "46".into() });
        assert!(values(&menus).iter().all(|v| v.starts_with("r46.")));
        assert_eq!(
            TapData::parse(&back.unwrap().data).unwrap().action,
            Action::Board
        );
    }

    #[test]
    fn a_destination_reached_by_several_captures_asks_which() {
        let v = Variant::English;
        let b = board(v, Some(crate::service::tap::choices::AMBIGUOUS_ENGLISH));
        let fifteen = v.parse_square("15").unwrap();
        let (_, menus, back) = menus(&b, View::Chosen(fifteen));
        within_discord(&menus, &back);
        let options = &menus[0].options;
        let to_31 = options.iter().find(|o| o.value == "d15.31").unwrap();
        assert_eq!(to_31.label, "15x31 (2)");
        let (step, menus, back) = super::menus(
            &b,
            View::Captures {
                from: fifteen,
                to: v.parse_square("31").unwrap(),
            },
        );
        within_discord(&menus, &back);
        assert_eq!(
            step,
            Step::Captures {
                from: "15".into(),
                to: "31".into()
            }
        );
        let options = &menus[0].options;
        assert_eq!(options[0].label, "15x22x31");
        assert_eq!(options[0].description.as_deref(), Some("✕18 ✕26"));
        assert_eq!(options[1].value, "r15.31.1");
    }

    #[test]
    fn every_variant_starts_within_discords_limits() {
        for &variant in Variant::ALL {
            let b = board(variant, None);
            let (_, menus, back) = menus(&b, View::Board);
            within_discord(&menus, &back);
            for from in b.choices.movable() {
                let (_, menus, back) = super::menus(&b, View::Chosen(from));
                within_discord(&menus, &back);
            }
        }
    }
}
