/**
 * Word lists for the demo seed: people and places per locale flavour, business names and the service
 * catalogue. Everything here is plain data; the generator picks from it with a seeded PRNG.
 */

/** A name in its display form and its ASCII form for e-mail addresses. */
export type Name = { display: string; ascii: string };

export type City = {
  name: string;
  /** Localities (neighbourhoods / districts) with their postal codes. */
  localities: readonly { name: string; postal: string }[];
  streets: readonly string[];
};

export type Flavour = {
  key: 'in' | 'pt' | 'cn';
  dialCode: string;
  countryIso: string;
  /** Returns a national mobile number (digits only). */
  mobilePrefixes: readonly string[];
  mobileLength: number;
  firstNames: readonly Name[];
  lastNames: readonly Name[];
  /** True when the family name is written first (Chinese). */
  familyNameFirst: boolean;
  cities: readonly City[];
  buildings: readonly string[];
  businessPrefixes: readonly string[];
  businessSuffixes: readonly string[];
  emailDomains: readonly string[];
};

const n = (display: string, ascii?: string): Name => ({
  display,
  ascii: ascii ?? display.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
});

export const INDIA: Flavour = {
  key: 'in',
  dialCode: '+91',
  countryIso: 'IN',
  mobilePrefixes: [
    '98',
    '99',
    '97',
    '96',
    '95',
    '94',
    '93',
    '91',
    '90',
    '89',
    '88',
    '87',
    '86',
    '85',
    '81',
    '80',
    '79',
    '78',
    '77',
    '76',
    '75',
    '74',
    '73',
    '72',
    '70',
    '63',
    '62',
  ],
  mobileLength: 10,
  firstNames: [
    'Aarav',
    'Vivaan',
    'Aditya',
    'Arjun',
    'Rohan',
    'Rahul',
    'Vikram',
    'Karan',
    'Siddharth',
    'Amit',
    'Rajesh',
    'Suresh',
    'Anil',
    'Manoj',
    'Deepak',
    'Nikhil',
    'Pranav',
    'Ishaan',
    'Kabir',
    'Yash',
    'Harsh',
    'Varun',
    'Sanjay',
    'Gaurav',
    'Abhishek',
    'Ravi',
    'Kiran',
    'Mohit',
    'Naveen',
    'Tarun',
    'Priya',
    'Ananya',
    'Diya',
    'Sneha',
    'Pooja',
    'Kavya',
    'Neha',
    'Aisha',
    'Meera',
    'Riya',
    'Shreya',
    'Anjali',
    'Divya',
    'Lakshmi',
    'Nandini',
    'Isha',
    'Sanya',
    'Tanvi',
    'Aditi',
    'Swati',
    'Pallavi',
    'Sunita',
    'Rekha',
    'Deepika',
    'Shalini',
    'Bhavna',
    'Ritu',
    'Komal',
    'Nisha',
    'Payal',
  ].map((x) => n(x)),
  lastNames: [
    'Sharma',
    'Verma',
    'Gupta',
    'Singh',
    'Kumar',
    'Patel',
    'Shah',
    'Mehta',
    'Iyer',
    'Nair',
    'Reddy',
    'Rao',
    'Menon',
    'Pillai',
    'Joshi',
    'Kulkarni',
    'Deshpande',
    'Chatterjee',
    'Banerjee',
    'Das',
    'Bose',
    'Malhotra',
    'Kapoor',
    'Chopra',
    'Agarwal',
    'Jain',
    'Mishra',
    'Pandey',
    'Yadav',
    'Naidu',
    'Bhat',
    'Hegde',
    'Saxena',
    'Srinivasan',
    'Krishnan',
    'Thakur',
    'Sethi',
    'Arora',
    'Khanna',
    'Gill',
  ].map((x) => n(x)),
  familyNameFirst: false,
  cities: [
    {
      name: 'Bengaluru',
      localities: [
        { name: 'Indiranagar', postal: '560038' },
        { name: 'Koramangala', postal: '560034' },
        { name: 'HSR Layout', postal: '560102' },
        { name: 'Whitefield', postal: '560066' },
        { name: 'Jayanagar', postal: '560041' },
        { name: 'Malleshwaram', postal: '560003' },
      ],
      streets: ['12th Main Road', '4th Cross Road', '100 Feet Road', 'CMH Road', '80 Feet Road', 'Sarjapur Road'],
    },
    {
      name: 'Mumbai',
      localities: [
        { name: 'Andheri West', postal: '400053' },
        { name: 'Bandra West', postal: '400050' },
        { name: 'Powai', postal: '400076' },
        { name: 'Malad West', postal: '400064' },
        { name: 'Chembur', postal: '400071' },
      ],
      streets: ['Link Road', 'Hill Road', 'Linking Road', 'SV Road', 'Hiranandani Gardens', 'Carter Road'],
    },
    {
      name: 'New Delhi',
      localities: [
        { name: 'Saket', postal: '110017' },
        { name: 'Dwarka', postal: '110075' },
        { name: 'Lajpat Nagar', postal: '110024' },
        { name: 'Vasant Kunj', postal: '110070' },
        { name: 'Rohini', postal: '110085' },
      ],
      streets: ['Press Enclave Marg', 'Ring Road', 'Aurobindo Marg', 'Nelson Mandela Marg', 'Sector 12 Road'],
    },
    {
      name: 'Pune',
      localities: [
        { name: 'Kothrud', postal: '411038' },
        { name: 'Baner', postal: '411045' },
        { name: 'Viman Nagar', postal: '411014' },
        { name: 'Hinjewadi', postal: '411057' },
      ],
      streets: ['Karve Road', 'Baner Road', 'Nagar Road', 'Paud Road', 'FC Road'],
    },
    {
      name: 'Hyderabad',
      localities: [
        { name: 'Gachibowli', postal: '500032' },
        { name: 'Madhapur', postal: '500081' },
        { name: 'Banjara Hills', postal: '500034' },
        { name: 'Kondapur', postal: '500084' },
      ],
      streets: ['Road No. 12', 'Hitech City Road', 'Old Mumbai Highway', 'Botanical Garden Road'],
    },
    {
      name: 'Chennai',
      localities: [
        { name: 'Adyar', postal: '600020' },
        { name: 'T. Nagar', postal: '600017' },
        { name: 'Velachery', postal: '600042' },
        { name: 'Anna Nagar', postal: '600040' },
      ],
      streets: ['LB Road', 'Usman Road', '100 Feet Bypass Road', '2nd Avenue', 'Gandhi Nagar 1st Main Road'],
    },
  ],
  buildings: [
    'Prestige Lakeside Habitat',
    'Sobha Emerald',
    'Green Glen Apartments',
    'Sai Krupa Residency',
    'Lodha Park',
    'Brigade Gateway',
    'Shanti Niketan',
    'Purva Riviera',
    'Mantri Elegance',
    'Godrej Woodsman Estate',
    'Kalpataru Towers',
    'Ashirwad Apartments',
    'DLF Gardens',
    'Raheja Vistas',
    'Skyline Heights',
  ],
  businessPrefixes: [
    'Shree Sai',
    'Urban',
    'QuickFix',
    'HomeCare',
    'CleanWave',
    'Sai Krupa',
    'Ganesh',
    'Royal',
    'Perfect',
    'Star',
    'Metro',
    'Bright',
    'Trust',
    'Lakshmi',
    'Expert',
    'Shine',
    'Sparkle Pro',
    'Om',
    'Balaji',
    'Green Leaf',
  ],
  businessSuffixes: [
    'Home Services',
    'Cleaning Co.',
    'Facility Services',
    'Electricals',
    'Plumbing Works',
    'Pest Solutions',
    'Beauty Studio',
    'AC Care',
    'Enterprises',
    'Repairs & Services',
    'Painters',
    'Interiors',
  ],
  emailDomains: ['example.com', 'example.in', 'example.net', 'example.org'],
};

export const PORTUGAL: Flavour = {
  key: 'pt',
  dialCode: '+351',
  countryIso: 'PT',
  mobilePrefixes: ['91', '92', '93', '96'],
  mobileLength: 9,
  firstNames: [
    'João',
    'Maria',
    'Ana',
    'Pedro',
    'Tiago',
    'Inês',
    'Beatriz',
    'Rui',
    'Miguel',
    'Sofia',
    'Francisco',
    'Mariana',
    'Diogo',
    'Catarina',
    'Rita',
    'Gonçalo',
    'Leonor',
    'André',
    'Carolina',
    'Ricardo',
    'Marta',
    'Bruno',
    'Joana',
    'Nuno',
    'Filipa',
    'Hugo',
    'Teresa',
    'Luís',
    'Sara',
    'Duarte',
    'Matilde',
    'Rodrigo',
    'Helena',
    'Tomás',
    'Madalena',
    'Afonso',
    'Raquel',
    'Vasco',
    'Patrícia',
    'Simão',
  ].map((x) => n(x)),
  lastNames: [
    'Silva',
    'Santos',
    'Ferreira',
    'Pereira',
    'Oliveira',
    'Costa',
    'Rodrigues',
    'Martins',
    'Jesus',
    'Sousa',
    'Fernandes',
    'Gonçalves',
    'Gomes',
    'Lopes',
    'Marques',
    'Alves',
    'Almeida',
    'Ribeiro',
    'Pinto',
    'Carvalho',
    'Teixeira',
    'Moreira',
    'Correia',
    'Mendes',
    'Nunes',
    'Soares',
    'Vieira',
    'Monteiro',
    'Cardoso',
    'Rocha',
    'Neves',
    'Coelho',
    'Cruz',
    'Cunha',
    'Pires',
    'Ramos',
    'Reis',
    'Simões',
    'Antunes',
    'Matos',
  ].map((x) => n(x)),
  familyNameFirst: false,
  cities: [
    {
      name: 'Lisboa',
      localities: [
        { name: 'Baixa', postal: '1100-048' },
        { name: 'Alvalade', postal: '1700-012' },
        { name: 'Campo de Ourique', postal: '1350-125' },
        { name: 'Parque das Nações', postal: '1990-094' },
        { name: 'Benfica', postal: '1500-110' },
        { name: 'Estrela', postal: '1200-671' },
      ],
      streets: [
        'Rua Augusta',
        'Avenida da Liberdade',
        'Rua Garrett',
        'Avenida da República',
        'Rua do Carmo',
        'Rua Ferreira Borges',
        'Avenida de Roma',
      ],
    },
    {
      name: 'Porto',
      localities: [
        { name: 'Cedofeita', postal: '4050-180' },
        { name: 'Boavista', postal: '4100-130' },
        { name: 'Bonfim', postal: '4300-076' },
        { name: 'Foz do Douro', postal: '4150-564' },
      ],
      streets: [
        'Rua de Santa Catarina',
        'Avenida dos Aliados',
        'Rua das Flores',
        'Rua de Cedofeita',
        'Avenida da Boavista',
      ],
    },
    {
      name: 'Braga',
      localities: [
        { name: 'São Vicente', postal: '4710-297' },
        { name: 'Maximinos', postal: '4700-221' },
      ],
      streets: ['Avenida da Liberdade', 'Rua do Souto', 'Rua Dom Diogo de Sousa'],
    },
    {
      name: 'Coimbra',
      localities: [
        { name: 'Santa Clara', postal: '3040-270' },
        { name: 'Celas', postal: '3000-132' },
      ],
      streets: ['Rua Ferreira Borges', 'Avenida Sá da Bandeira', 'Rua da Sofia'],
    },
    {
      name: 'Faro',
      localities: [
        { name: 'Sé', postal: '8000-138' },
        { name: 'Montenegro', postal: '8005-139' },
      ],
      streets: ['Rua de Santo António', 'Avenida 5 de Outubro', 'Rua Conselheiro Bívar'],
    },
    {
      name: 'Aveiro',
      localities: [
        { name: 'Glória', postal: '3810-164' },
        { name: 'Esgueira', postal: '3800-012' },
      ],
      streets: ['Avenida Lourenço Peixinho', 'Rua João Mendonça', 'Rua de Viana do Castelo'],
    },
  ],
  buildings: ['1.º Esq.', '2.º Dto.', '3.º Esq.', 'R/C Dto.', '4.º Frente', '5.º Esq.', '1.º Dto.', '2.º Esq.'],
  businessPrefixes: [
    'Brilho Total',
    'Casa Feliz',
    'Lar Doce Lar',
    'Tejo',
    'Douro',
    'Atlântico',
    'Lusitana',
    'Sol Nascente',
    'Maré Alta',
    'Ponte',
    'Estrela',
    'Alfama',
    'Ribeira',
    'Minho',
    'Algarve',
  ],
  businessSuffixes: [
    'Limpezas',
    'Serviços Domésticos',
    'Reparações',
    'Climatização',
    'Canalizações',
    'Eletricidade',
    'Estética',
    'Controlo de Pragas',
    'Manutenção',
    'Pinturas',
    'Remodelações',
  ],
  emailDomains: ['example.com', 'example.pt', 'example.net', 'example.org'],
};

export const CHINA: Flavour = {
  key: 'cn',
  dialCode: '+86',
  countryIso: 'CN',
  mobilePrefixes: [
    '130',
    '131',
    '132',
    '135',
    '136',
    '137',
    '138',
    '139',
    '150',
    '151',
    '152',
    '155',
    '158',
    '159',
    '176',
    '177',
    '180',
    '182',
    '185',
    '186',
    '187',
    '188',
    '189',
  ],
  mobileLength: 11,
  firstNames: [
    n('伟', 'wei'),
    n('芳', 'fang'),
    n('娜', 'na'),
    n('秀英', 'xiuying'),
    n('敏', 'min'),
    n('静', 'jing'),
    n('丽', 'li'),
    n('强', 'qiang'),
    n('磊', 'lei'),
    n('军', 'jun'),
    n('洋', 'yang'),
    n('勇', 'yong'),
    n('艳', 'yan'),
    n('杰', 'jie'),
    n('娟', 'juan'),
    n('涛', 'tao'),
    n('明', 'ming'),
    n('超', 'chao'),
    n('秀兰', 'xiulan'),
    n('霞', 'xia'),
    n('平', 'ping'),
    n('刚', 'gang'),
    n('桂英', 'guiying'),
    n('浩然', 'haoran'),
    n('子涵', 'zihan'),
    n('欣怡', 'xinyi'),
    n('梓轩', 'zixuan'),
    n('雨桐', 'yutong'),
    n('俊杰', 'junjie'),
    n('思远', 'siyuan'),
    n('晓明', 'xiaoming'),
    n('嘉怡', 'jiayi'),
    n('宇航', 'yuhang'),
    n('佳琪', 'jiaqi'),
    n('建国', 'jianguo'),
    n('志强', 'zhiqiang'),
    n('海燕', 'haiyan'),
    n('文博', 'wenbo'),
  ],
  lastNames: [
    n('王', 'wang'),
    n('李', 'li'),
    n('张', 'zhang'),
    n('刘', 'liu'),
    n('陈', 'chen'),
    n('杨', 'yang'),
    n('黄', 'huang'),
    n('赵', 'zhao'),
    n('吴', 'wu'),
    n('周', 'zhou'),
    n('徐', 'xu'),
    n('孙', 'sun'),
    n('马', 'ma'),
    n('朱', 'zhu'),
    n('胡', 'hu'),
    n('郭', 'guo'),
    n('何', 'he'),
    n('高', 'gao'),
    n('林', 'lin'),
    n('罗', 'luo'),
    n('郑', 'zheng'),
    n('梁', 'liang'),
    n('谢', 'xie'),
    n('宋', 'song'),
    n('唐', 'tang'),
    n('韩', 'han'),
    n('冯', 'feng'),
    n('邓', 'deng'),
    n('曹', 'cao'),
    n('彭', 'peng'),
  ],
  familyNameFirst: true,
  cities: [
    {
      name: '上海市',
      localities: [
        { name: '浦东新区', postal: '200120' },
        { name: '徐汇区', postal: '200030' },
        { name: '静安区', postal: '200040' },
        { name: '长宁区', postal: '200050' },
      ],
      streets: ['世纪大道', '南京西路', '淮海中路', '陆家嘴环路', '天目西路', '延安西路'],
    },
    {
      name: '北京市',
      localities: [
        { name: '朝阳区', postal: '100020' },
        { name: '海淀区', postal: '100080' },
        { name: '东城区', postal: '100010' },
        { name: '西城区', postal: '100032' },
      ],
      streets: ['建国路', '中关村大街', '东长安街', '朝阳北路', '学院路'],
    },
    {
      name: '广州市',
      localities: [
        { name: '天河区', postal: '510620' },
        { name: '越秀区', postal: '510030' },
        { name: '海珠区', postal: '510220' },
      ],
      streets: ['天河路', '中山五路', '江南大道', '体育西路'],
    },
    {
      name: '深圳市',
      localities: [
        { name: '南山区', postal: '518052' },
        { name: '福田区', postal: '518048' },
        { name: '罗湖区', postal: '518001' },
      ],
      streets: ['深南大道', '科技园路', '福华路', '滨海大道'],
    },
    {
      name: '杭州市',
      localities: [
        { name: '西湖区', postal: '310013' },
        { name: '滨江区', postal: '310051' },
        { name: '上城区', postal: '310002' },
      ],
      streets: ['文三路', '江南大道', '延安路', '解放路'],
    },
    {
      name: '成都市',
      localities: [
        { name: '武侯区', postal: '610041' },
        { name: '锦江区', postal: '610021' },
        { name: '高新区', postal: '610041' },
      ],
      streets: ['人民南路', '天府大道', '春熙路', '红星路'],
    },
  ],
  buildings: ['阳光花园', '翠湖苑', '金色家园', '锦绣华庭', '绿城公寓', '和谐家园', '世纪新城', '海景湾'],
  businessPrefixes: ['洁净', '安心', '快修', '家美', '优佳', '诚信', '绿野', '金牌', '顺心', '美好', '好帮手', '乐家'],
  businessSuffixes: [
    '家政服务',
    '维修服务',
    '保洁公司',
    '空调维修',
    '水电安装',
    '美容养生',
    '除虫服务',
    '家居服务',
    '装饰工程',
  ],
  emailDomains: ['example.com', 'example.cn', 'example.net', 'example.org'],
};

/** Catalogue: level-1 categories with their service type, level-2 and level-3 categories and products. */
export type CatalogueL3 = { name: string; products: readonly string[] };
export type CatalogueL2 = { name: string; children: readonly CatalogueL3[] };
export type CatalogueL1 = {
  name: string;
  serviceType: string;
  description: string;
  /** Base price range in INR (scaled for other currencies). */
  priceRange: readonly [number, number];
  /** Typical buffer times in minutes. */
  bufferTimes: readonly number[];
  children: readonly CatalogueL2[];
};

export const SERVICE_TYPES = [
  'Cleaning',
  'Appliance Repair',
  'Home Maintenance',
  'Beauty & Wellness',
  'Pest Control',
  'Moving & Packing',
] as const;

export const CATALOGUE: readonly CatalogueL1[] = [
  {
    name: 'Home Cleaning',
    serviceType: 'Cleaning',
    description: 'Professional cleaning for every room of your home.',
    priceRange: [499, 4999],
    bufferTimes: [30, 45, 60],
    children: [
      {
        name: 'Full Home Cleaning',
        children: [
          {
            name: 'Deep Cleaning',
            products: ['Deep Home Cleaning', 'Move-in Deep Cleaning', 'Post-Renovation Cleaning'],
          },
          { name: 'Regular Cleaning', products: ['Weekly Home Cleaning', 'Express Home Cleaning', 'Balcony Cleaning'] },
        ],
      },
      {
        name: 'Sofa & Carpet',
        children: [
          { name: 'Sofa Cleaning', products: ['Fabric Sofa Shampooing', 'Leather Sofa Cleaning', 'Sofa Dry Cleaning'] },
          { name: 'Carpet Cleaning', products: ['Carpet Shampooing', 'Rug Deep Cleaning', 'Mattress Cleaning'] },
        ],
      },
      {
        name: 'Window & Glass',
        children: [
          {
            name: 'Window Cleaning',
            products: ['Window & Glass Cleaning', 'Facade Glass Cleaning', 'Window Track Cleaning'],
          },
          {
            name: 'Fixtures Cleaning',
            products: ['Chandelier Cleaning', 'Ceiling Fan Cleaning', 'Light Fixture Cleaning'],
          },
        ],
      },
    ],
  },
  {
    name: 'Bathroom & Kitchen',
    serviceType: 'Cleaning',
    description: 'Sparkling bathrooms and grease-free kitchens.',
    priceRange: [399, 2999],
    bufferTimes: [30, 45],
    children: [
      {
        name: 'Bathroom Cleaning',
        children: [
          {
            name: 'Bathroom Deep Clean',
            products: ['Bathroom Deep Cleaning', 'Tile & Grout Cleaning', 'Shower Descaling'],
          },
          { name: 'Sanitisation', products: ['Toilet Sanitisation', 'Wash Basin Cleaning', 'Exhaust Fan Cleaning'] },
        ],
      },
      {
        name: 'Kitchen Cleaning',
        children: [
          { name: 'Kitchen Deep Clean', products: ['Kitchen Deep Cleaning', 'Chimney Cleaning', 'Cabinet Degreasing'] },
          { name: 'Appliance Cleaning', products: ['Fridge Cleaning', 'Microwave Cleaning', 'Oven Cleaning'] },
        ],
      },
      {
        name: 'Water Tank & Purifier',
        children: [
          {
            name: 'Tank Cleaning',
            products: ['Overhead Tank Cleaning', 'Underground Sump Cleaning', 'Water Tank Disinfection'],
          },
          {
            name: 'Water Purifier',
            products: ['RO Purifier Service', 'Purifier Filter Replacement', 'Purifier Installation'],
          },
        ],
      },
    ],
  },
  {
    name: 'AC & Appliances',
    serviceType: 'Appliance Repair',
    description: 'Repair, service and installation of home appliances.',
    priceRange: [299, 3499],
    bufferTimes: [30, 60, 90],
    children: [
      {
        name: 'Air Conditioner',
        children: [
          { name: 'AC Service', products: ['AC Service & Repair', 'AC Foam Jet Service', 'AC Gas Refill'] },
          {
            name: 'AC Installation',
            products: ['Split AC Installation', 'Window AC Installation', 'AC Uninstallation'],
          },
        ],
      },
      {
        name: 'Washing Machine',
        children: [
          {
            name: 'Washer Repair',
            products: ['Washing Machine Repair', 'Front Load Washer Service', 'Washer Drum Cleaning'],
          },
          { name: 'Dryer Repair', products: ['Dryer Repair', 'Dryer Vent Cleaning', 'Washer-Dryer Installation'] },
        ],
      },
      {
        name: 'Refrigerator & Kitchen',
        children: [
          {
            name: 'Refrigerator Repair',
            products: ['Refrigerator Repair', 'Fridge Gas Charging', 'Compressor Replacement'],
          },
          { name: 'Kitchen Appliances', products: ['Microwave Repair', 'Chimney Repair', 'Geyser Repair'] },
        ],
      },
    ],
  },
  {
    name: 'Electricians',
    serviceType: 'Home Maintenance',
    description: 'Certified electricians for wiring, lights and power backup.',
    priceRange: [149, 2499],
    bufferTimes: [15, 30, 45],
    children: [
      {
        name: 'Switches & Wiring',
        children: [
          {
            name: 'Switches & Sockets',
            products: ['Switch & Socket Installation', 'Switchboard Repair', 'MCB Replacement'],
          },
          { name: 'Wiring', products: ['House Rewiring', 'Concealed Wiring', 'Wiring Fault Inspection'] },
        ],
      },
      {
        name: 'Lights & Fans',
        children: [
          {
            name: 'Fans',
            products: ['Ceiling Fan Installation', 'Fan Regulator Replacement', 'Exhaust Fan Installation'],
          },
          {
            name: 'Lighting',
            products: ['Light Fitting Installation', 'Decorative Lights Setup', 'Tube Light Replacement'],
          },
        ],
      },
      {
        name: 'Power & Security',
        children: [
          { name: 'Inverter', products: ['Inverter Installation', 'Inverter Battery Check', 'Inverter Repair'] },
          {
            name: 'Security Devices',
            products: ['CCTV Camera Installation', 'Video Doorbell Installation', 'Smart Lock Installation'],
          },
        ],
      },
    ],
  },
  {
    name: 'Plumbing',
    serviceType: 'Home Maintenance',
    description: 'Leak fixes, fittings and drainage by experienced plumbers.',
    priceRange: [149, 2499],
    bufferTimes: [15, 30, 45],
    children: [
      {
        name: 'Taps & Pipes',
        children: [
          { name: 'Tap Repair', products: ['Tap Repair & Replacement', 'Mixer Tap Installation', 'Leakage Repair'] },
          { name: 'Pipe Work', products: ['Pipe Leak Fixing', 'Pipeline Installation', 'Drain Pipe Replacement'] },
        ],
      },
      {
        name: 'Bathroom Fittings',
        children: [
          {
            name: 'Toilet Repair',
            products: ['Flush Tank Repair', 'Toilet Seat Replacement', 'Western Toilet Installation'],
          },
          {
            name: 'Shower & Basin',
            products: ['Shower Installation', 'Wash Basin Installation', 'Bathroom Accessories Fitting'],
          },
        ],
      },
      {
        name: 'Drainage & Pumps',
        children: [
          {
            name: 'Blockage Removal',
            products: ['Drain Blockage Removal', 'Kitchen Sink Unclogging', 'Toilet Unclogging'],
          },
          {
            name: 'Motor & Pump',
            products: ['Water Motor Installation', 'Water Pump Repair', 'Pressure Pump Installation'],
          },
        ],
      },
    ],
  },
  {
    name: 'Carpentry & Painting',
    serviceType: 'Home Maintenance',
    description: 'Furniture repair, assembly, painting and waterproofing.',
    priceRange: [299, 14999],
    bufferTimes: [30, 60, 120],
    children: [
      {
        name: 'Carpentry',
        children: [
          { name: 'Furniture Repair', products: ['Furniture Repair', 'Bed Assembly', 'Wardrobe Repair'] },
          { name: 'Doors & Windows', products: ['Door Lock Installation', 'Door Hinge Repair', 'Window Repair'] },
        ],
      },
      {
        name: 'Painting',
        children: [
          {
            name: 'Interior Painting',
            products: ['Full Home Painting', 'Single Room Painting', 'Texture Wall Painting'],
          },
          {
            name: 'Waterproofing',
            products: ['Terrace Waterproofing', 'Bathroom Waterproofing', 'Wall Dampness Treatment'],
          },
        ],
      },
      {
        name: 'Installation',
        children: [
          {
            name: 'Wall Mounting',
            products: ['TV Wall Mounting', 'Curtain Rod Installation', 'Wall Shelf Installation'],
          },
          {
            name: 'Assembly',
            products: ['Office Chair Assembly', 'Kids Furniture Assembly', 'Modular Kitchen Fitting'],
          },
        ],
      },
    ],
  },
  {
    name: 'Salon & Spa',
    serviceType: 'Beauty & Wellness',
    description: 'Salon, grooming and spa services at home.',
    priceRange: [399, 3999],
    bufferTimes: [15, 30],
    children: [
      {
        name: "Women's Salon",
        children: [
          { name: 'Hair Care', products: ['Haircut & Styling', 'Hair Colouring', 'Keratin Treatment'] },
          { name: 'Skin Care', products: ['Classic Facial', 'Cleanup & Detan', 'Full Body Waxing'] },
        ],
      },
      {
        name: "Men's Grooming",
        children: [
          { name: "Men's Haircut", products: ["Men's Haircut", 'Beard Trim & Styling', 'Hair Colour for Men'] },
          { name: "Men's Skin Care", products: ["Men's Facial", 'Head Massage', "Men's Detan"] },
        ],
      },
      {
        name: 'Massage & Wellness',
        children: [
          { name: 'Massage', products: ['Swedish Massage', 'Deep Tissue Massage', 'Foot Reflexology'] },
          { name: 'Wellness', products: ['Aromatherapy Session', 'Yoga at Home', 'Physiotherapy Session'] },
        ],
      },
    ],
  },
  {
    name: 'Pest Control',
    serviceType: 'Pest Control',
    description: 'Safe, odourless treatments against pests.',
    priceRange: [599, 5999],
    bufferTimes: [60, 120],
    children: [
      {
        name: 'General Pest Control',
        children: [
          {
            name: 'Cockroach & Ant Control',
            products: ['Cockroach Control', 'Ant Control', 'Cockroach Gel Treatment'],
          },
          {
            name: 'Mosquito Control',
            products: ['Mosquito Fogging', 'Mosquito Mesh Installation', 'Larvicide Treatment'],
          },
        ],
      },
      {
        name: 'Termite Control',
        children: [
          {
            name: 'Termite Treatment',
            products: ['Anti-Termite Treatment', 'Pre-Construction Termite Treatment', 'Wood Borer Treatment'],
          },
          {
            name: 'Inspection',
            products: ['Termite Inspection', 'Damp & Moisture Inspection', 'Annual Pest Inspection'],
          },
        ],
      },
      {
        name: 'Rodents & Bed Bugs',
        children: [
          { name: 'Rodent Control', products: ['Rodent Control', 'Rat Trap Setup', 'Rodent Proofing'] },
          {
            name: 'Bed Bug Treatment',
            products: ['Bed Bug Treatment', 'Mattress Fumigation', 'Sofa Bed Bug Treatment'],
          },
        ],
      },
    ],
  },
];

/** Optional extra editions of popular products (to reach ~150 products). */
export const PRODUCT_EDITIONS = ['Premium', 'Express', 'Eco'] as const;

export const ORDER_NOTES = [
  'Please call before arriving.',
  'Gate code is 2580.',
  'We have a dog at home, he is friendly.',
  'Parking available in the basement.',
  'Please bring your own ladder.',
  'Ring the bell twice.',
  'Elderly parents at home, please be on time.',
  'Prefer eco-friendly products.',
  'Leave shoes outside, please.',
  'Second visit for the same issue.',
  'Building lift is under maintenance, use the stairs.',
  'Contact the security desk on arrival.',
];

export const CANCEL_REASONS = {
  customer: [
    'Change of plans',
    'Booked by mistake',
    'Found another provider',
    'Need a different time slot',
    'Price too high',
  ],
  rejected: [
    'Host unavailable at that time',
    'Outside the service area',
    'Fully booked',
    'Required equipment unavailable',
  ],
  host: ['Emergency', 'Vehicle breakdown', 'Illness', 'Double booking'],
};

export const SUPPORT_SUBJECTS = {
  customer: [
    'Refund not received',
    'Unable to reschedule booking',
    'Service quality complaint',
    'Charged twice for a booking',
    'Professional did not arrive',
    'Cannot apply coupon',
    'App login issue',
    'Invoice request',
  ],
  provider: [
    'Payout not received',
    'Update bank details',
    'Document verification pending',
    'Customer not reachable',
    'Wrong commission deducted',
    'Unable to accept bookings',
    'Request to change service area',
  ],
};

export const PAYOUT_REJECTION_NOTES = [
  'Bank account details do not match the registered name.',
  'Invalid IFSC / IBAN provided.',
  'Pending customer dispute on related bookings.',
  'Duplicate payout request.',
];

export const WORKING_HOURS = [
  'Mon-Sat 09:00-18:00',
  'Mon-Fri 08:00-20:00',
  'Mon-Sun 10:00-19:00',
  'Mon-Sat 07:00-15:00',
  'Tue-Sun 09:00-21:00',
  'Mon-Sun 08:00-22:00',
];

/**
 * Static demo images (served by the console from /demo/...): WebP, as uploads are (the upload pipeline keeps a WebP
 * thumbnail of at most 256 px beside each image). Rasterised once from simple illustrations.
 */
export const DEMO_IMAGES = {
  /** /demo/avatars/1.webp .. /demo/avatars/24.webp (128 px) */
  avatar: (i: number) => `/demo/avatars/${(i % 24) + 1}.webp`,
  /** /demo/categories/1.webp .. /demo/categories/8.webp (256 px), one per level-1 category. */
  category: (l1Index: number) => `/demo/categories/${(l1Index % 8) + 1}.webp`,
  /** /demo/products/1.webp .. /demo/products/24.webp (640 × 480), three per level-1 category. */
  product: (l1Index: number, variant: number) => `/demo/products/${productImage(l1Index, variant)}.webp`,
  /** The product image's thumbnail (256 × 192), as the upload pipeline makes one. */
  productThumbnail: (l1Index: number, variant: number) => `/demo/products/${productImage(l1Index, variant)}.thumb.webp`,
  /** /demo/proofs/1.webp .. /demo/proofs/6.webp (600 × 800) */
  proof: (i: number) => `/demo/proofs/${(i % 6) + 1}.webp`,
};

function productImage(l1Index: number, variant: number): number {
  return (l1Index % 8) * 3 + (variant % 3) + 1;
}
