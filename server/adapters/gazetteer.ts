/**
 * Named places of the service area (Beit Shemesh and around), for addresses without a network.
 * Coordinates to about 100 m: enough to tell a dispatcher where a vehicle is.
 */
export const GAZETTEER: { name: string; latitude: number; longitude: number }[] = [
  { name: 'Beit Shemesh, city centre', latitude: 31.747, longitude: 34.9881 },
  { name: 'Old Beit Shemesh, Herzl Street', latitude: 31.7515, longitude: 34.9872 },
  { name: 'Givat Sharet, Beit Shemesh', latitude: 31.7562, longitude: 34.9805 },
  { name: 'Ramat Beit Shemesh Aleph', latitude: 31.7175, longitude: 34.9935 },
  { name: 'Ramat Beit Shemesh Bet', latitude: 31.7055, longitude: 34.9985 },
  { name: 'Ramat Beit Shemesh Gimmel', latitude: 31.7105, longitude: 35.0075 },
  { name: 'Har Tuv industrial zone', latitude: 31.7675, longitude: 34.9935 },
  { name: 'Shimshon junction', latitude: 31.7795, longitude: 34.9905 },
  { name: 'Tzora', latitude: 31.7635, longitude: 34.977 },
  { name: 'Eshtaol', latitude: 31.78, longitude: 35.0015 },
  { name: 'Kfar Uria', latitude: 31.7845, longitude: 34.9555 },
  { name: 'Zekharia', latitude: 31.7085, longitude: 34.9455 },
  { name: 'Nes Harim', latitude: 31.741, longitude: 35.0605 },
  { name: 'Mesilat Zion', latitude: 31.7905, longitude: 35.0335 },
  { name: "Sha'ar HaGai", latitude: 31.8155, longitude: 35.0195 },
  { name: 'Latrun junction', latitude: 31.8385, longitude: 34.9805 },
  { name: 'Tzur Hadassah', latitude: 31.7195, longitude: 35.0975 },
  { name: 'Mevo Beitar', latitude: 31.722, longitude: 35.105 },
  { name: 'Beit Shemesh station (Hospital road)', latitude: 31.7425, longitude: 34.9915 },
  { name: 'Jerusalem, Shaare Zedek hospital', latitude: 31.7735, longitude: 35.1845 },
  { name: 'Jerusalem, Hadassah Ein Kerem', latitude: 31.765, longitude: 35.1485 },
];
